import { Card } from 'antd';
import type { ReactNode } from 'react';
import { ChartArea } from '../../../components/chart-area';
import { ChartEmpty } from '../../../components/chart-empty';

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
      <ChartArea
        height={CHART_HEIGHT}
        summary={summary}
        empty={empty ? <ChartEmpty text="No data available" /> : undefined}
      >
        {children}
      </ChartArea>
    </Card>
  );
}
