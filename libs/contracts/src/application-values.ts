import type { SubmitApplicationBody } from './applications.js';
import { namedValues, valuesOf, type ValueOf } from './named-values.js';

/**
 * The applications' values without their schemas (statuses, the form's options, the shape of
 * an id), for the public pages that show them before any schema is loaded (issue 19); the
 * schemas in applications.ts are made from them.
 */

export const ApplicationStatus = namedValues(
  'SUBMITTED',
  'UNDER_REVIEW',
  'VOTING',
  'ACCEPTED',
  'REJECTED',
  'WAITLISTED',
);
export type ApplicationStatus = ValueOf<typeof ApplicationStatus>;
export const APPLICATION_STATUSES = valuesOf(ApplicationStatus);

/** Votes are taken only while an application is UNDER_REVIEW or VOTING (SPEC.md section 4). */
export function isVotingOpen(status: ApplicationStatus): boolean {
  return status === ApplicationStatus.UnderReview || status === ApplicationStatus.Voting;
}

export const EXPERTISE_OPTIONS = [
  'Architecture',
  'Cloud Infrastructure',
  'Data Engineering',
  'DevOps/SRE',
  'Frontend Development',
  'Backend Development',
  'Mobile Development',
  'Machine Learning/AI',
  'Security',
  'Product Management',
  'Engineering Management',
  'Startup Scaling',
] as const;

export const INDUSTRY_OPTIONS = [
  'B2B SaaS',
  'B2C',
  'E-commerce',
  'FinTech',
  'HealthTech',
  'EdTech',
  'MarketPlace',
  'Enterprise',
  'DeepTech',
  'Other',
] as const;

export const Stage = namedValues('CAREERIST', 'FOUNDER', 'SOVEREIGN', 'KINGSMAN');
export type Stage = ValueOf<typeof Stage>;
export const STAGE_OPTIONS: readonly { value: Stage; label: string; description: string }[] = [
  { value: 'CAREERIST', label: 'Careerist', description: 'Building my career' },
  { value: 'FOUNDER', label: 'Founder', description: 'Building my company' },
  { value: 'SOVEREIGN', label: 'Sovereign', description: 'Building my empire' },
  { value: 'KINGSMAN', label: 'Kingsman', description: 'Building my legacy' },
];

/** What an application id looks like (an id in a path, `/apply?submitted=`). */
export const APPLICATION_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** Which fields each wizard step checks before Next (step 3 has no check). */
export const APPLICATION_STEP_FIELDS = {
  1: ['applicantName', 'applicantEmail', 'currentRole'],
  2: ['whyJoin', 'challenges'],
  3: [],
} as const satisfies Record<1 | 2 | 3, readonly (keyof SubmitApplicationBody)[]>;
