import { createMetricBodySchema, type Metric, type MetricSummary } from '@warroom/contracts';
import { fieldTable } from '../../shared/records/fields/field-table';
import { numberInput } from '../../shared/records/fields/number-input';
import { textInput } from '../../shared/records/fields/text-inputs';
import { MetricTrend } from './components/metric-trend';
import { hasMorePoints } from './components/points-shown-note';
import { formatValue, latestPoint, trendOf } from './trend';

/** The trend over the points the detail carries: over the latest ones only when it does not carry them all. */
function TrendFact({ metric }: { metric: MetricSummary }) {
  return (
    <>
      <MetricTrend trend={trendOf(metric.points)} />
      {/* The detail carries the latest points only: its earliest is not the metric's first. */}
      {hasMorePoints(metric) ? (
        <span className="text-secondary"> over the latest {metric.points.length.toLocaleString('en-US')} points</span>
      ) : null}
    </>
  );
}

/**
 * A metric's fields: its key (unique, what the CSV names it by), label, unit and target, and
 * on the detail the latest value and the trend. The list shows metrics as cards (`MetricCard`),
 * with the latest value and the trend of their earliest and latest points.
 */
export const metricFields = fieldTable<Metric, MetricSummary>()({
  schema: createMetricBodySchema,
  fields: [
    {
      name: 'key',
      label: 'Key',
      input: textInput({ autoComplete: 'off', maxWidth: 360 }),
      required: true,
      hint: "Lowercase letters, digits, '.', '_' or '-', e.g. deploys.per_week",
      show: (metric) => metric.key,
      detail: { className: 'metric-card__key' },
    },
    { name: 'label', label: 'Label', input: textInput({ maxLength: 200 }), required: true },
    {
      name: 'unit',
      label: 'Unit',
      input: textInput({ maxLength: 50, maxWidth: 200 }),
      optional: true,
      hint: 'Optional, e.g. %, ms, deploys',
      show: (metric) => metric.unit || 'None',
      detail: 'fact',
    },
    {
      name: 'target',
      label: 'Target',
      input: numberInput({ width: 200 }),
      optional: true,
      hint: 'Optional: drawn as a line on the chart',
      show: (metric) => (metric.target === null ? 'None' : formatValue(metric.target)),
      detail: 'fact',
    },
    {
      name: 'latest',
      label: 'Latest',
      show: (metric) => {
        const latest = latestPoint(metric.points);
        return latest ? formatValue(latest.value) : 'No data points yet';
      },
      detail: 'fact',
    },
    { name: 'trend', label: 'Trend', show: (metric) => <TrendFact metric={metric} />, detail: 'fact' },
  ],
});
