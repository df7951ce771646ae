import { REVIEWER_ROLES, Role } from '@warroom/contracts';
import { RolePage } from '../features/auth/components/role-page';
import { ApplicationReview } from '../features/applications/components/review/application-review';

export function ApplicationsPage() {
  return (
    <RolePage
      title="Applications"
      subtitle="Read, vote on and discuss every application to the War Room."
      roles={REVIEWER_ROLES}
      refusal="You need CTO or Admin permissions to review applications."
    >
      {(me) => <ApplicationReview currentUserId={me.id} canChangeStatus={me.role === Role.Admin} />}
    </RolePage>
  );
}
