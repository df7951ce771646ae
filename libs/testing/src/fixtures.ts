import { randomUUID } from 'node:crypto';
import type { SubmitApplicationBody } from '@warroom/contracts';

/** A valid application with a unique email; override any field. */
export function applicationBody(overrides: Partial<SubmitApplicationBody> = {}): SubmitApplicationBody {
  const tag = randomUUID().slice(0, 8);
  return {
    applicantName: `Applicant ${tag}`,
    applicantEmail: `applicant-${randomUUID()}@example.com`,
    currentRole: 'CTO',
    currentCompany: `Company ${tag}`,
    linkedinUrl: '',
    whyJoin:
      'I want to learn how to move from running engineering to running the company, with peers who did it. '.repeat(2),
    challenges: 'Board communication, hiring executives and owning the P&L for the first time.',
    buildingWhat: 'A B2B platform',
    techStack: 'TypeScript, PostgreSQL',
    expertise: ['Architecture', 'Startup Scaling'],
    industry: 'B2B SaaS',
    stage: 'FOUNDER',
    ...overrides,
  };
}

/**
 * A random address in 10.0.0.0/8, sent as X-Forwarded-For (the test stacks trust it) so that
 * requests under load count as many clients for the per-address rate limits.
 */
export function randomClientAddress(): string {
  const octet = (): number => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}
