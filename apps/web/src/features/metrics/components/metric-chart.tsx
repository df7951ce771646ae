import type { Metric } from '@warroom/contracts';
import { Card, theme as antdTheme } from 'antd';
import { ChartArea, TimeLineChart } from '../../../shared/charts/chart-area';
import { ChartEmpty } from '../../../shared/charts/chart-empty';
import { formatDateTime } from '../../../lib/format-relative-time';
import { formatValue } from '../trend';
import { PointsShownNote } from './points-shown-note';

const CHART_HEIGHT = 300;

/** The y range holds every point and the target, so the target line is always in view. */
function yDomain(values: number[], target: number | null): [number, number] {
  const all = target === null ? values : [...values, target];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const pad = max === min ? Math.max(Math.abs(max) * 0.1, 1) : (max - min) * 0.1;
  return [min - pad, max + pad];
}

function summaryOf(metric: Metric): string {
  const points = metric.points.map((point) => `${formatDateTime(point.ts)}: ${formatValue(point.value)}`).join('; ');
  const target = metric.target === null ? '' : ` Target ${formatValue(metric.target)}.`;
  return `${metric.label} over time, ${metric.points.length} points.${target} ${points}`;
}

/** The points as a line over time, the target as a dashed horizontal line. The chart code loads lazily. */
export function MetricChart({ metric }: { metric: Metric }) {
  const { token } = antdTheme.useToken();
  const data = [...metric.points]
    .sort((a, b) => Date.parse(a.ts) - Date.parse(b.ts))
    .map((point) => ({ time: new Date(point.ts), value: point.value }));
  const [domainMin, domainMax] = yDomain(
    data.map((point) => point.value),
    metric.target,
  );
  return (
    <Card title={<h2 className="card-heading">Trend</h2>} className="chart-card">
      {metric.target !== null ? (
        <p className="text-secondary" style={{ marginTop: 0 }}>
          Dashed line: target {formatValue(metric.target)}
          {metric.unit ? ` ${metric.unit}` : ''}
        </p>
      ) : null}
      <PointsShownNote metric={metric} />
      <ChartArea
        height={CHART_HEIGHT}
        summary={summaryOf(metric)}
        empty={data.length === 0 ? <ChartEmpty text="No data points yet" /> : undefined}
        chartClassName="metric-chart"
      >
        <TimeLineChart
          data={data}
          height={CHART_HEIGHT}
          // The brand's orange is for primary actions: the line is the charts' blue, as the check-ins'.
          color={token.colorInfo}
          scale={{ y: { domainMin, domainMax, nice: true } }}
          axis={{ x: { title: false }, y: { title: false } }}
          annotations={
            metric.target === null
              ? []
              : [
                  {
                    type: 'lineY',
                    yField: metric.target,
                    style: { stroke: token.colorError, lineDash: [6, 4], lineWidth: 2 },
                  },
                ]
          }
        />
      </ChartArea>
    </Card>
  );
}
