import type { Application } from '@warroom/contracts';
import { Collapse, Empty } from 'antd';
import { ApplicationDetails } from './application-details';
import { ApplicationSummary } from './application-summary';
import './review.css';

type ApplicationListProps = { applications: Application[]; currentUserId: string; canChangeStatus: boolean };

/** One expandable card per application. */
export function ApplicationList({ applications, currentUserId, canChangeStatus }: ApplicationListProps) {
  if (applications.length === 0) return <Empty description="No applications found" />;
  return (
    <Collapse
      className="application-cards"
      items={applications.map((application) => ({
        key: application.id,
        label: <ApplicationSummary application={application} />,
        children: (
          <ApplicationDetails
            application={application}
            currentUserId={currentUserId}
            canChangeStatus={canChangeStatus}
          />
        ),
      }))}
    />
  );
}
