import type { ApplicationAnalytics } from '@warroom/contracts';
import { Card, Progress } from 'antd';
import { percentText, STATUS_CHART_COLORS, shareOf } from '../analytics-figures';

/** Three shares of all applications (SPEC.md section 2). */
export function PipelineHealth({ analytics }: { analytics: ApplicationAnalytics }) {
  const { total, byStatus } = analytics;
  const rows = [
    { label: 'Awaiting Review', count: byStatus.SUBMITTED, color: STATUS_CHART_COLORS.SUBMITTED },
    { label: 'Active Review', count: byStatus.UNDER_REVIEW + byStatus.VOTING, color: STATUS_CHART_COLORS.VOTING },
    { label: 'Accepted', count: byStatus.ACCEPTED, color: STATUS_CHART_COLORS.ACCEPTED },
  ];
  return (
    <Card title="Pipeline Health">
      <div className="pipeline-health">
        {rows.map((row) => {
          const share = shareOf(row.count, total);
          return (
            <div key={row.label}>
              <div className="pipeline-health__label">
                <span>{row.label}</span>
                <span className="text-secondary">
                  {row.count} ({percentText(share)})
                </span>
              </div>
              <Progress
                percent={share}
                showInfo={false}
                strokeColor={row.color}
                aria-label={`${row.label}: ${percentText(share)} of all applications`}
              />
            </div>
          );
        })}
      </div>
    </Card>
  );
}
