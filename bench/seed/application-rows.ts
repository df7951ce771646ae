/** Seeded applications, drawn from the words in words.ts, and what each adds to application_counters. */
import { randomBytes } from 'node:crypto';
import {
  APPLICATION_STATUSES,
  EXPERTISE_OPTIONS,
  INDUSTRY_OPTIONS,
  type ApplicationStatus,
  type Stage,
} from '@warroom/contracts';
import { pick, weighted, type Random } from './random.ts';
import {
  CHALLENGES,
  COMPANY_A,
  COMPANY_B,
  CUSTOMERS,
  DECISION_REASONS,
  FIRST,
  INDUSTRY_WEIGHTS,
  LAST,
  ROLES,
  STAGE_WEIGHTS,
  STAGES,
  STATUS_WEIGHTS,
  TECH_STACKS,
  WHY,
  type Industry,
} from './words.ts';

export const DAY_MS = 24 * 3600_000;

export type ApplicationRow = {
  readonly id: string;
  readonly applicantName: string;
  readonly applicantEmail: string;
  readonly emailKey: string;
  readonly currentRole: string;
  readonly currentCompany: string | null;
  readonly linkedinUrl: string | null;
  readonly whyJoin: string;
  readonly challenges: string;
  readonly buildingWhat: string | null;
  readonly techStack: string | null;
  readonly expertise: string[];
  readonly industry: Industry | null;
  readonly stage: Stage | null;
  readonly status: ApplicationStatus;
  readonly submittedAt: Date;
  readonly updatedAt: Date;
  readonly decisionReason: string | null;
  readonly votesRequired: number;
};

/** Application number `n`; every draw from `rand` comes in a fixed order, so a seed gives the same data. */
export function makeApplication(rand: Random, n: number, now: number): ApplicationRow {
  const first = pick(rand, FIRST);
  const last = pick(rand, LAST);
  const tag = randomBytes(4).toString('hex');
  const email = `${first.toLowerCase()}.${last.toLowerCase().replace(/\s+/g, '')}.${n}.${tag}@example.com`;
  const status = weighted(rand, STATUS_WEIGHTS, APPLICATION_STATUSES);
  const submittedAt = new Date(now - rand() * 365 * DAY_MS);
  const decided = status === 'ACCEPTED' || status === 'REJECTED' || status === 'WAITLISTED';
  const updatedAt =
    status === 'SUBMITTED' ? submittedAt : new Date(Math.min(now, submittedAt.getTime() + rand() * 20 * DAY_MS));
  const expertise = [
    ...new Set(Array.from({ length: 1 + Math.floor(rand() * 4) }, () => pick(rand, EXPERTISE_OPTIONS))),
  ];
  return {
    id: randomBytes(18).toString('base64url'),
    applicantName: `${first} ${last}`,
    applicantEmail: email,
    emailKey: email.toLowerCase(),
    currentRole: pick(rand, ROLES),
    currentCompany: rand() < 0.9 ? `${pick(rand, COMPANY_A)} ${pick(rand, COMPANY_B)}` : null,
    linkedinUrl:
      rand() < 0.7
        ? `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase().replace(/\s+/g, '-')}-${tag}`
        : null,
    whyJoin: `${pick(rand, WHY)} ${pick(rand, WHY)}`,
    challenges: pick(rand, CHALLENGES),
    buildingWhat: rand() < 0.8 ? `A ${pick(rand, INDUSTRY_OPTIONS)} platform for ${pick(rand, CUSTOMERS)}` : null,
    techStack: rand() < 0.8 ? pick(rand, TECH_STACKS) : null,
    expertise,
    industry: rand() < 0.92 ? weighted(rand, INDUSTRY_WEIGHTS, INDUSTRY_OPTIONS) : null,
    stage: rand() < 0.9 ? weighted(rand, STAGE_WEIGHTS, STAGES) : null,
    status,
    submittedAt,
    updatedAt,
    decisionReason: decided && rand() < 0.7 ? pick(rand, DECISION_REASONS) : null,
    votesRequired: 10,
  };
}

/** Counter deltas by dimension and key, as the product keeps them in application_counters. */
export type CounterDeltas = Map<string, number>;

/** What a new application adds to application_counters (as countersOfNew in the product). */
export function addCounters(map: CounterDeltas, application: ApplicationRow): void {
  const bump = (dimension: string, key: string): void => {
    const k = `${dimension}\u0000${key}`;
    map.set(k, (map.get(k) ?? 0) + 1);
  };
  bump('status', application.status);
  bump('day', application.submittedAt.toISOString().slice(0, 10));
  if (application.industry) bump('industry', application.industry);
  if (application.stage) bump('stage', application.stage);
  for (const area of new Set(application.expertise)) bump('expertise', area);
}

/** The deltas as rows, in a fixed order (no deadlock with a live submission). */
export function counterChanges(map: CounterDeltas): { dimension: string; key: string; delta: number }[] {
  return [...map.entries()]
    .map(([k, delta]) => {
      const [dimension, key] = k.split('\u0000');
      return { dimension, key, delta };
    })
    .sort((a, b) => a.dimension.localeCompare(b.dimension) || a.key.localeCompare(b.key));
}
