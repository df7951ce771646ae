import { DownOutlined } from '@ant-design/icons';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@warroom/contracts';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useUpdateApplicationStatus } from '../../hooks/use-review-writes';
import { needsDecisionReason, statusBadgeText } from '../../status-meta';
import { DecisionReasonModal } from './decision-reason-modal';

const ITEMS: MenuProps['items'] = APPLICATION_STATUSES.map((status) => ({
  key: status,
  label: statusBadgeText(status),
}));

function isStatus(key: string): key is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(key);
}

/**
 * ADMIN only. Any status may be set from any other; ACCEPTED, REJECTED and WAITLISTED first
 * ask for a decision reason (SPEC.md section 4), and to confirm when the votes required are not all in.
 */
export function StatusChangeControl({ application }: { application: Application }) {
  const [pending, setPending] = useState<ApplicationStatus>();
  const mutation = useUpdateApplicationStatus(() => setPending(undefined));
  const titleId = `status-${application.id}-title`;

  const choose: MenuProps['onClick'] = ({ key }) => {
    if (!isStatus(key) || key === application.status) return;
    if (needsDecisionReason(key)) setPending(key);
    else mutation.mutate({ id: application.id, body: { status: key } });
  };

  const confirm = (reason: string) => {
    if (!pending) return;
    mutation.mutate({ id: application.id, body: { status: pending, decisionReason: reason.trim() || undefined } });
  };

  return (
    <section aria-labelledby={titleId} className="review-section">
      <h3 id={titleId} className="review-section__title">
        Status
      </h3>
      <div className="status-change">
        <Dropdown
          trigger={['click']}
          menu={{ items: ITEMS, selectable: true, selectedKeys: [application.status], onClick: choose }}
          disabled={mutation.isPending}
        >
          <Button loading={mutation.isPending && !pending}>
            Change Status <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      </div>
      <DecisionReasonModal
        status={pending}
        saving={mutation.isPending}
        application={application}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
    </section>
  );
}
