import type { Application } from '@warroom/contracts';
import { Collapse, Empty, Flex, Spin, theme } from 'antd';
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

/** The id of an application's card in the page, which its address scrolls to. */
export function applicationCardId(id: string): string {
  return `application-${id}`;
}

type ApplicationListProps = {
  applications: Application[];
  currentUserId: string;
  canChangeStatus: boolean;
  /** The ids of the cards open. */
  expanded: readonly string[];
  onExpandedChange: (ids: string[]) => void;
};

/** One expandable card per application. */
export function ApplicationList({
  applications,
  currentUserId,
  canChangeStatus,
  expanded,
  onExpandedChange,
}: ApplicationListProps) {
  const { token } = theme.useToken();
  if (applications.length === 0) return <Empty description="No applications found" />;
  // A ghost Collapse (no frame of its own) whose items are cards apart from each other.
  const cardStyle = {
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
  };
  return (
    <Collapse
      ghost
      className="application-cards"
      activeKey={[...expanded]}
      onChange={(keys) => onExpandedChange(keys.map(String))}
      styles={{ header: { background: token.colorFillAlter } }}
      items={applications.map((application) => ({
        key: application.id,
        id: applicationCardId(application.id),
        style: cardStyle,
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
