import { ClockCircleOutlined } from '@ant-design/icons';
import type { Application } from '@warroom/contracts';
import { Flex, Tag } from 'antd';
import { formatDate } from '../../../../lib/format-date';
import { voteTallyText } from '../../status-meta';
import { needsMyVote } from '../../needs-my-vote';
import { ApplicationStatusTag } from './application-status-tag';

/** The always-visible header of an application card; it says when the application waits for the caller's vote. */
export function ApplicationSummary({ application }: { application: Application }) {
  const role = application.currentCompany
    ? `${application.currentRole} at ${application.currentCompany}`
    : application.currentRole;
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <div className="application-summary__who">
        <strong className="application-summary__name">{application.applicantName}</strong>
        <div className="text-secondary">{role}</div>
      </div>
      <Flex align="center" gap={16} wrap className="application-summary__meta">
        <ApplicationStatusTag status={application.status} />
        <span className="text-secondary">Submitted {formatDate(application.submittedAt)}</span>
        <span>
          <span className="text-secondary">Votes </span>
          <strong>{voteTallyText(application)}</strong>
        </span>
        {needsMyVote(application) ? <Tag icon={<ClockCircleOutlined aria-hidden />}>Needs your vote</Tag> : null}
      </Flex>
    </Flex>
  );
}
