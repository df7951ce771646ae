import type { ApplicationAnalytics } from '@warroom/contracts';
import { theme as antdTheme } from 'antd';
import { LazyColumn } from '../../../components/lazy-charts';
import { useChartTheme } from '../../theme/hooks/use-chart-theme';
import { CHART_HEIGHT, ChartBox } from './chart-box';

export function FunnelChart({ analytics }: { analytics: ApplicationAnalytics }) {
  const { token } = antdTheme.useToken();
  const summary = `Application funnel: ${analytics.funnel.map((s) => `${s.stage} ${s.count}`).join(', ')}`;
  return (
    <ChartBox
      title="Application Funnel"
      description="Pipeline progression"
      summary={summary}
      empty={analytics.total === 0}
    >
      <LazyColumn
        data={analytics.funnel}
        xField="stage"
        yField="count"
        height={CHART_HEIGHT}
        autoFit
        theme={useChartTheme()}
        style={{ fill: token.colorInfo, maxWidth: 64 }}
        label={{ text: 'count', textBaseline: 'bottom' }}
        axis={{ x: { title: false }, y: { title: false } }}
      />
    </ChartBox>
  );
}
