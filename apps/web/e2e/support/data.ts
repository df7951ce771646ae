import { randomBytes } from 'node:crypto';

/** A short random suffix, so every test makes its own users and applications on the shared stack. */
export function unique(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export const DEFAULT_ADMIN = { email: 'admin@warroom.local', password: 'warroom-admin' } as const;

export type Credentials = { email: string; password: string };

export const WHY_JOIN =
  'I lead a platform team of forty engineers and want a room of peers who have scaled teams, ' +
  'architecture and themselves through the same transition from CTO to CEO.';

export const CHALLENGES = 'Hiring senior engineers, splitting a monolith safely, and a board that wants AI yesterday.';

export type ApplicationInput = {
  applicantName: string;
  applicantEmail: string;
  currentRole: string;
  currentCompany?: string;
  linkedinUrl?: string;
  whyJoin: string;
  challenges: string;
  expertise?: string[];
  industry?: string;
  stage?: string;
};

export function applicationFor(name: string, overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  const id = unique();
  return {
    applicantName: name,
    applicantEmail: `applicant-${id}@example.com`,
    currentRole: 'CTO',
    currentCompany: `Company ${id}`,
    whyJoin: WHY_JOIN,
    challenges: CHALLENGES,
    expertise: ['Architecture', 'Security'],
    industry: 'FinTech',
    stage: 'FOUNDER',
    ...overrides,
  };
}
