import { REVIEWER_ROLES, Role } from '@warroom/contracts';
import { Flex } from 'antd';
import { ApplicationCounts } from '../features/analytics/components/application-counts';
import { ApplicationReview } from '../features/applications/components/review/application-review';
import { RolePage } from '../shared/session/role-page';

/** The counts by status (from the analytics), then the review list. */
export function ApplicationsPage() {
  return (
    <RolePage
      title="Applications"
      subtitle="Read, vote on and discuss every application to the War Room."
      roles={REVIEWER_ROLES}
      refusal="You need CTO or Admin permissions to review applications."
    >
      {(me) => (
        <Flex vertical gap={20}>
          <ApplicationCounts />
          <ApplicationReview currentUserId={me.id} canChangeStatus={me.role === Role.Admin} />
        </Flex>
      )}
    </RolePage>
  );
}
