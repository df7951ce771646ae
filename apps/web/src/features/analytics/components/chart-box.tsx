import { Card, Empty } from 'antd';
import { type ReactNode, Suspense } from 'react';

type ChartBoxProps = {
  title: string;
  description: string;
  /** What the chart shows, in words, for screen readers. */
  summary: string;
  empty: boolean;
  children: ReactNode;
};

export const CHART_HEIGHT = 300;

/** A 300 px chart area; 'No data available' when there is nothing to draw. The chart code loads lazily. */
export function ChartBox({ title, description, summary, empty, children }: ChartBoxProps) {
  return (
    <Card title={title} className="chart-card">
      <p className="text-secondary chart-card__description">{description}</p>
      <div className="chart-box" style={{ height: CHART_HEIGHT }}>
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No data available" className="chart-box__empty" />
        ) : (
          <Suspense fallback={<div className="chart-box__loading text-secondary">Loading chart...</div>}>
            <div role="img" aria-label={summary} className="chart-box__chart">
              {children}
            </div>
          </Suspense>
        )}
      </div>
    </Card>
  );
}
