import { REVIEWER_ROLES } from '@warroom/contracts';
import { AnalyticsDashboard } from '../features/analytics/components/analytics-dashboard';
import { RolePage } from '../shared/session/role-page';

export function AnalyticsPage() {
  return (
    <RolePage
      title="Application Analytics"
      subtitle="How the application pipeline is moving: volume, decisions and who is applying."
      roles={REVIEWER_ROLES}
      refusal="You need CTO or Admin permissions to view analytics."
    >
      {() => <AnalyticsDashboard />}
    </RolePage>
  );
}
