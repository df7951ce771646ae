import type { KeyResultDetail } from '@warroom/contracts';
import { theme as antdTheme } from 'antd';
import { Suspense } from 'react';
import { LazyLine } from '../../../components/lazy-charts';
import { useTheme } from '../../theme/hooks/use-theme';
import { formatNumber } from '../format';

export const CHECK_IN_CHART_HEIGHT = 180;

type Point = { time: Date; value: number };

/**
 * The value before the first check-in (at the key result's creation), then every check-in,
 * oldest first. When the detail carries only the newest check-ins, the line starts at the
 * oldest of those: the value at creation is not known then.
 */
export function checkInSeries(keyResult: KeyResultDetail): Point[] {
  const oldestFirst = [...keyResult.checkIns].reverse();
  const first = oldestFirst[0];
  if (!first) return [];
  const points = oldestFirst.map((checkIn) => ({ time: new Date(checkIn.createdAt), value: checkIn.value }));
  if (keyResult.checkInCount > keyResult.checkIns.length) return points;
  return [{ time: new Date(keyResult.createdAt), value: first.previousValue }, ...points];
}

/** A small line of the key result's value over its check-ins; the chart code loads lazily. */
export function CheckInChart({ keyResult }: { keyResult: KeyResultDetail }) {
  const { theme } = useTheme();
  const { token } = antdTheme.useToken();
  const series = checkInSeries(keyResult);
  const summary = `${keyResult.title} over time: ${series.map((point) => formatNumber(point.value)).join(', then ')}; target ${formatNumber(keyResult.target)}`;
  return (
    <div className="check-in-chart" style={{ height: CHECK_IN_CHART_HEIGHT }}>
      <Suspense fallback={<div className="check-in-chart__loading text-secondary">Loading chart...</div>}>
        <div role="img" aria-label={summary} className="check-in-chart__chart">
          <LazyLine
            data={series}
            xField="time"
            yField="value"
            height={CHECK_IN_CHART_HEIGHT}
            autoFit
            theme={theme === 'dark' ? 'classicDark' : 'classic'}
            style={{ stroke: token.colorInfo, lineWidth: 2 }}
            point={{ shapeField: 'circle', sizeField: 3, style: { fill: token.colorInfo } }}
            axis={{ x: { title: false, label: false }, y: { title: false } }}
            tooltip={{ items: [{ channel: 'y', name: 'Value' }] }}
          />
        </div>
      </Suspense>
    </div>
  );
}
