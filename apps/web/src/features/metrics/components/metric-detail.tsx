import type { Metric } from '@warroom/contracts';
import { Card } from 'antd';
import { RecordDetail, RecordMeta } from '../../records/components/record-detail';
import { metricKind } from '../record';
import { formatValue, latestPoint, trendOf } from '../trend';
import { AddPointForm } from './add-point-form';
import { MetricChart } from './metric-chart';
import { MetricForm } from './metric-form';
import { MetricPointsTable } from './metric-points-table';
import { MetricTrend } from './metric-trend';
import { hasMorePoints, PointsShownNote } from './points-shown-note';
import '../metrics.css';

function MetricFacts({ metric }: { metric: Metric }) {
  const latest = latestPoint(metric.points);
  const trend = (
    <>
      <MetricTrend trend={trendOf(metric.points)} />
      {/* The detail carries the latest points only: its earliest is not the metric's first. */}
      {hasMorePoints(metric) ? (
        <span className="text-secondary"> over the latest {metric.points.length.toLocaleString('en-US')} points</span>
      ) : null}
    </>
  );
  return (
    <Card>
      <RecordMeta
        items={[
          { label: 'Key', value: metric.key, className: 'metric-card__key' },
          { label: 'Unit', value: metric.unit || 'None' },
          { label: 'Target', value: metric.target === null ? 'None' : formatValue(metric.target) },
          { label: 'Latest', value: latest ? formatValue(latest.value) : 'No data points yet' },
          { label: 'Trend', value: trend },
        ]}
      />
    </Card>
  );
}

type MetricDetailProps = { metric: Metric; canWrite: boolean };

/** One metric: its chart with the target, its points, adding a point; edit and delete for writers. */
export function MetricDetail({ metric, canWrite }: MetricDetailProps) {
  return (
    <RecordDetail
      kind={metricKind}
      record={metric}
      canWrite={canWrite}
      subtitle={`Metric ${metric.key}`}
      edit={(edit) => (
        <MetricForm
          initial={metric}
          {...edit.form}
          onSubmit={(body) => edit.save({ ...body, unit: body.unit ?? null, target: body.target ?? null })}
        />
      )}
      more={
        <>
          <MetricChart metric={metric} />
          {canWrite ? (
            <Card title={<h2 className="card-heading">Add point</h2>}>
              <AddPointForm metricId={metric.id} />
            </Card>
          ) : null}
          <Card title={<h2 className="card-heading">Data points</h2>}>
            <PointsShownNote metric={metric} />
            <MetricPointsTable points={metric.points} />
          </Card>
        </>
      }
    >
      <MetricFacts metric={metric} />
    </RecordDetail>
  );
}
