import type { ApplicationAnalytics } from '@warroom/contracts';
import { LazyPie } from '../../../shared/charts/lazy-charts';
import { STATUS_CHART_COLORS, statusSlices } from '../analytics-figures';
import { ChartBox } from './chart-box';

export function StatusDistributionChart({ analytics }: { analytics: ApplicationAnalytics }) {
  const slices = statusSlices(analytics);
  const summary = `Status distribution: ${slices.map((s) => `${s.label} ${s.count}`).join(', ')}`;
  return (
    <ChartBox
      title="Status Distribution"
      description="Current status of all applications"
      summary={summary}
      analytics={analytics}
    >
      {(chart) => (
        <LazyPie
          {...chart}
          data={slices.filter((slice) => slice.count > 0)}
          angleField="count"
          colorField="label"
          scale={{
            color: { domain: slices.map((s) => s.label), range: slices.map((s) => STATUS_CHART_COLORS[s.status]) },
          }}
          label={{ text: 'count', position: 'outside' }}
          legend={{ color: { position: 'right', rowPadding: 6 } }}
        />
      )}
    </ChartBox>
  );
}
