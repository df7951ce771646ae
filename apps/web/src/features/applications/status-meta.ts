import { type ApplicationStatus, ApplicationStatus as Status } from '@warroom/contracts';
import type { BadgeColor } from '../../shared/theme/badge-colors';

type StatusMeta = { label: string; color: BadgeColor; progress: number; description: string };

/** Labels and progress from SPEC.md section 4; colours from section 9. */
export const STATUS_META: Record<ApplicationStatus, StatusMeta> = {
  SUBMITTED: {
    label: 'Submitted',
    color: 'grey',
    progress: 10,
    description: 'We have received your application. It is in the queue for review by our resident CTOs.',
  },
  UNDER_REVIEW: {
    label: 'Under Review',
    color: 'amber',
    progress: 35,
    description: 'Our resident CTOs are reading your application and weighing how you would add to the room.',
  },
  VOTING: {
    label: 'In Voting',
    color: 'blue',
    progress: 65,
    description: 'Your application has passed review and the resident CTOs are now voting on it.',
  },
  ACCEPTED: {
    label: 'Accepted',
    color: 'green',
    progress: 100,
    description: 'Congratulations: you have been voted into the War Room. Welcome to the table.',
  },
  REJECTED: {
    label: 'Not Accepted',
    color: 'red',
    progress: 100,
    description: 'After careful review we are not able to offer you a seat at this time. Thank you for applying.',
  },
  WAITLISTED: {
    label: 'Waitlisted',
    color: 'purple',
    progress: 85,
    description: 'The resident CTOs would like you in the room, and you are on the waitlist for the next open seat.',
  },
};

const DECIDED: readonly ApplicationStatus[] = [Status.Accepted, Status.Rejected, Status.Waitlisted];

export function isDecided(status: ApplicationStatus): boolean {
  return DECIDED.includes(status);
}

export function reviewStarted(status: ApplicationStatus): boolean {
  return status !== Status.Submitted;
}

export function votingReached(status: ApplicationStatus): boolean {
  return status === Status.Voting || isDecided(status);
}

/** SPEC.md section 4: status names on badges show underscores as spaces ('UNDER REVIEW'). */
export function statusBadgeText(status: ApplicationStatus): string {
  return status.replaceAll('_', ' ');
}

/** Voting is offered only while UNDER_REVIEW or VOTING (SPEC.md section 4): the service's rule. */
export { isVotingOpen } from '@warroom/contracts';

/** ACCEPTED, REJECTED and WAITLISTED ask the admin for a decision reason. */
export const needsDecisionReason = isDecided;

/** SPEC.md section 9: votes required default to 10 when absent. */
export const DEFAULT_VOTES_REQUIRED = 10;

export function voteTallyText(application: { voteTally: { total: number }; votesRequired?: number | null }): string {
  const required = application.votesRequired || DEFAULT_VOTES_REQUIRED;
  return `${application.voteTally.total}/${required}`;
}
