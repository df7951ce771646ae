import type { ApplicationAnalytics } from '@warroom/contracts';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { ChartArea } from '../../../shared/charts/chart-area';
import { ChartEmpty } from '../../../shared/charts/chart-empty';
import { useChartProps } from '../../../shared/theme/use-chart-props';

type ChartProps = ReturnType<typeof useChartProps>;

type ChartBoxProps = {
  title: string;
  description: string;
  /** What the chart shows, in words, for screen readers. */
  summary: string;
  analytics: ApplicationAnalytics;
  /** The chart, given the props every chart gets (its height, its width, the theme). */
  children: (chart: ChartProps) => ReactNode;
};

const CHART_HEIGHT = 300;

/** A 300 px chart card; 'No data available' when there are no applications. The chart code loads lazily. */
export function ChartBox({ title, description, summary, analytics, children }: ChartBoxProps) {
  const chart = useChartProps(CHART_HEIGHT);
  return (
    <Card title={title} className="chart-card">
      <p className="text-secondary chart-card__description">{description}</p>
      <ChartArea
        height={CHART_HEIGHT}
        summary={summary}
        empty={analytics.total === 0 ? <ChartEmpty text="No data available" /> : undefined}
      >
        {children(chart)}
      </ChartArea>
    </Card>
  );
}
