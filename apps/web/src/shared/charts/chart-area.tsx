import { type ComponentProps, type ReactNode, Suspense } from 'react';
import { useChartProps } from '../theme/use-chart-props';
import { LazyLine } from './lazy-charts';
import './chart-area.css';

type ChartAreaProps = {
  height: number;
  /** What the chart shows, in words, for screen readers. */
  summary: string;
  /** In place of the chart when there is nothing to draw: a `ChartEmpty` ('No data available'). */
  empty?: ReactNode;
  /** The area's class, which its parts' classes are made of: 'chart-box' (a chart card's) unless told. */
  block?: 'chart-box' | 'check-in-chart';
  /** A class of the chart itself ('metric-chart'). */
  chartClassName?: string;
  children: ReactNode;
};

/**
 * A chart's area of fixed height: the chart, named for screen readers, while its code loads
 * lazily a line saying so, and with nothing to draw a note instead.
 */
export function ChartArea({ height, summary, empty, block = 'chart-box', chartClassName, children }: ChartAreaProps) {
  return (
    <div className={block} style={{ height }}>
      {empty ? (
        empty
      ) : (
        <Suspense fallback={<div className={`${block}__loading text-secondary`}>Loading chart...</div>}>
          <div
            role="img"
            aria-label={summary}
            className={[`${block}__chart`, chartClassName].filter(Boolean).join(' ')}
          >
            {children}
          </div>
        </Suspense>
      )}
    </div>
  );
}

type TimeLineChartProps = Omit<ComponentProps<typeof LazyLine>, 'xField' | 'yField' | 'autoFit' | 'theme'> & {
  data: { time: Date; value: number }[];
  height: number;
  /** The line's and its points' colour. */
  color: string;
};

/** Values over time as a line with its points, in the app's theme (a metric's trend, a key result's check-ins). */
export function TimeLineChart({ height, color, ...props }: TimeLineChartProps) {
  return (
    <LazyLine
      {...useChartProps(height)}
      xField="time"
      yField="value"
      style={{ stroke: color, lineWidth: 2 }}
      point={{ shapeField: 'circle', sizeField: 3, style: { fill: color } }}
      {...props}
    />
  );
}
