import type { KeyResultDetail } from '@warroom/contracts';
import { theme as antdTheme } from 'antd';
import { ChartArea, TimeLineChart } from '../../../shared/charts/chart-area';
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
  const { token } = antdTheme.useToken();
  const series = checkInSeries(keyResult);
  const summary = `${keyResult.title} over time: ${series.map((point) => formatNumber(point.value)).join(', then ')}; target ${formatNumber(keyResult.target)}`;
  return (
    <ChartArea block="check-in-chart" height={CHECK_IN_CHART_HEIGHT} summary={summary}>
      <TimeLineChart
        data={series}
        height={CHECK_IN_CHART_HEIGHT}
        color={token.colorInfo}
        axis={{ x: { title: false, label: false }, y: { title: false } }}
        tooltip={{ items: [{ channel: 'y', name: 'Value' }] }}
      />
    </ChartArea>
  );
}
