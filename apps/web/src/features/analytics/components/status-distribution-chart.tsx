import type { ApplicationAnalytics } from '@warroom/contracts';
import { LazyPie } from '../../../components/lazy-charts';
import { useChartTheme } from '../../theme/hooks/use-chart-theme';
import { STATUS_CHART_COLORS, statusSlices } from '../analytics-figures';
import { CHART_HEIGHT, ChartBox } from './chart-box';

export function StatusDistributionChart({ analytics }: { analytics: ApplicationAnalytics }) {
  const slices = statusSlices(analytics);
  const summary = `Status distribution: ${slices.map((s) => `${s.label} ${s.count}`).join(', ')}`;
  return (
    <ChartBox
      title="Status Distribution"
      description="Current status of all applications"
      summary={summary}
      empty={analytics.total === 0}
    >
      <LazyPie
        data={slices.filter((slice) => slice.count > 0)}
        angleField="count"
        colorField="label"
        height={CHART_HEIGHT}
        autoFit
        theme={useChartTheme()}
        scale={{
          color: { domain: slices.map((s) => s.label), range: slices.map((s) => STATUS_CHART_COLORS[s.status]) },
        }}
        label={{ text: 'count', position: 'outside' }}
        legend={{ color: { position: 'right', rowPadding: 6 } }}
      />
    </ChartBox>
  );
}
