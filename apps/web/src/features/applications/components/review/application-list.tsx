import type { Application } from '@warroom/contracts';
import { Collapse, Empty, Flex, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { ApplicationSummary } from './application-summary';
import './review.css';

// The expanded part of a card (answers, votes, comments and their forms) loads when a reviewer
// first opens one: the list's first view needs only the summaries.
const ApplicationDetails = lazy(async () => ({ default: (await import('./application-details')).ApplicationDetails }));

const loadingDetails = (
  <Flex justify="center" role="status" aria-live="polite" className="application-details__loading">
    <Spin description="Loading application..." />
  </Flex>
);

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
          <Suspense fallback={loadingDetails}>
            <ApplicationDetails
              application={application}
              currentUserId={currentUserId}
              canChangeStatus={canChangeStatus}
            />
          </Suspense>
        ),
      }))}
    />
  );
}
