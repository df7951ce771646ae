import type { Application } from '@warroom/contracts';
import { Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { ApplicationAnswers } from './application-answers';
import { CommentThread } from './comment-thread';
import { VotePanel } from './vote-panel';

// Admin only, with its menu and modal: loaded when an admin first opens a card.
const StatusChangeControl = lazy(async () => ({
  default: (await import('./status-change-control')).StatusChangeControl,
}));

type ApplicationDetailsProps = { application: Application; currentUserId: string; canChangeStatus: boolean };

/**
 * The expanded part of a card: the answers beside the review tools. Its heading (the
 * applicant, for screen readers: the card's header already shows the name) puts the sections
 * below (Votes, Comments) one level under the page's h1, not two.
 */
export function ApplicationDetails({ application, currentUserId, canChangeStatus }: ApplicationDetailsProps) {
  return (
    <>
      <h2 className="visually-hidden">{application.applicantName}</h2>
      <Row gutter={[32, 16]}>
        <Col xs={24} lg={14}>
          <ApplicationAnswers application={application} />
        </Col>
        <Col xs={24} lg={10}>
          {canChangeStatus ? (
            <Suspense fallback={null}>
              <StatusChangeControl application={application} />
            </Suspense>
          ) : null}
          <VotePanel application={application} currentUserId={currentUserId} />
          <CommentThread application={application} />
        </Col>
      </Row>
    </>
  );
}
