import type { ApplicationAnalytics } from '@warroom/contracts';
import { theme as antdTheme } from 'antd';
import { LazyColumn } from '../../../shared/charts/lazy-charts';
import { ChartBox } from './chart-box';

export function FunnelChart({ analytics }: { analytics: ApplicationAnalytics }) {
  const { token } = antdTheme.useToken();
  const summary = `Application funnel: ${analytics.funnel.map((s) => `${s.stage} ${s.count}`).join(', ')}`;
  return (
    <ChartBox title="Application Funnel" description="Pipeline progression" summary={summary} analytics={analytics}>
      {(chart) => (
        <LazyColumn
          {...chart}
          data={analytics.funnel}
          xField="stage"
          yField="count"
          style={{ fill: token.colorInfo, maxWidth: 64 }}
          label={{ text: 'count', textBaseline: 'bottom' }}
          axis={{ x: { title: false }, y: { title: false } }}
        />
      )}
    </ChartBox>
  );
}
