import { type ApplicationStatus, ApplicationStatus as Status } from '@warroom/contracts';

type StatusMeta = { label: string; color: string; progress: number; description: string };

/** Labels and progress from SPEC.md section 4; colours from section 9. */
export const STATUS_META: Record<ApplicationStatus, StatusMeta> = {
  SUBMITTED: {
    label: 'Submitted',
    color: 'default',
    progress: 10,
    description: 'We have received your application. It is in the queue for review by our resident CTOs.',
  },
  UNDER_REVIEW: {
    label: 'Under Review',
    color: 'gold',
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
