import { type APIRequestContext, expect } from '@playwright/test';
import { objectiveSchema, type CreateInitiativeBody, type Objective } from '@warroom/contracts';
import { checkIn, createInitiative, createObjective, listOf } from './portal-records';

const REVENUE_OBJECTIVE = 'Grow net revenue retention';

const INITIATIVES: readonly Partial<CreateInitiativeBody>[] = [
  {
    title: 'SOC 2 Type II audit',
    description: 'Evidence collection, policy sign-off and the auditor walkthrough.',
    status: 'IN_PROGRESS',
    rag: 'GREEN',
    startDate: '2026-10-01',
    dueDate: '2027-03-31',
  },
  {
    title: 'Split the monolith: payments service',
    description: 'Carve payments out behind its own API and database.',
    status: 'BLOCKED',
    rag: 'RED',
    startDate: '2026-09-14',
    dueDate: '2027-01-15',
  },
  {
    title: 'Self-serve onboarding',
    description: 'New customers live without a call with solutions engineering.',
    status: 'IN_PROGRESS',
    rag: 'AMBER',
    startDate: '2026-11-02',
    dueDate: '2027-02-28',
  },
  {
    title: 'On-call rotation for the data team',
    description: 'Pager, runbooks and a weekly handover.',
    status: 'DONE',
    rag: 'GREEN',
    dueDate: null,
  },
  { title: 'Evaluate a vector database', description: null, status: 'BACKLOG', rag: 'GREEN', dueDate: null },
];

const DECISIONS = [
  {
    title: 'Adopt PostgreSQL logical replication for reporting',
    status: 'PROPOSED',
    context: 'Reporting queries slow down the primary at month end.',
  },
  {
    title: 'Move background jobs to NATS JetStream',
    status: 'PROPOSED',
    context: 'Two queues, two sets of retries and no replay.',
  },
  {
    title: 'Standardise on OpenTelemetry',
    status: 'ACCEPTED',
    context: 'Three tracing vendors and no shared context across services.',
  },
] as const;

const METRICS = [
  { key: 'arr', label: 'Annual recurring revenue', unit: 'M USD', target: 12 },
  { key: 'deploys-per-week', label: 'Deploys per week', unit: 'deploys', target: 40 },
  { key: 'p95-latency', label: 'API p95 latency', unit: 'ms', target: 250 },
] as const;

async function seedObjectives(admin: APIRequestContext): Promise<Objective> {
  await createObjective(admin, {
    title: 'Ship the platform rewrite without downtime',
    description: 'Move every service onto the new platform by the end of the quarter.',
    keyResults: [
      { title: 'Services migrated', current: 14, target: 18, unit: 'services' },
      { title: 'Customer-facing incidents', current: 1, target: 1, unit: 'incidents' },
    ],
  });
  await createObjective(admin, {
    title: 'Hire a world-class engineering bench',
    description: 'Senior hires for platform, data and security.',
    keyResults: [
      { title: 'Senior engineers hired', current: 6, target: 8, unit: 'engineers' },
      { title: 'Offer acceptance rate', current: 82, target: 85, unit: '%' },
    ],
  });
  const revenue = await createObjective(admin, {
    title: REVENUE_OBJECTIVE,
    description: 'Expansion revenue from the accounts we already serve.',
    keyResults: [
      { title: 'Net revenue retention', current: 104, target: 120, unit: '%' },
      { title: 'Accounts on annual plans', current: 35, target: 80, unit: 'accounts' },
      { title: 'Expansion pipeline', current: 0.4, target: 1.5, unit: 'M USD' },
    ],
  });
  const [retention, annual] = revenue.keyResults;
  if (!retention || !annual) throw new Error('the objective was created without its key results');
  for (const value of [107, 109, 112]) await checkIn(admin, retention.id, value);
  for (const value of [42, 51]) await checkIn(admin, annual.id, value);
  return revenue;
}

/**
 * Realistic OKRs, initiatives, decisions and metrics for the screenshots, created once per
 * stack (the first caller seeds, later ones find them). Answers the objective with check-ins.
 */
export async function seedShowcase(admin: APIRequestContext): Promise<Objective> {
  const existing = (await listOf(admin, '/api/okr/objectives', objectiveSchema)).find(
    (o) => o.title === REVENUE_OBJECTIVE,
  );
  if (existing) return existing;
  const revenue = await seedObjectives(admin);
  for (const initiative of INITIATIVES) await createInitiative(admin, initiative);
  for (const decision of DECISIONS) {
    const response = await admin.post('/api/decisions', { data: decision });
    expect(response.status(), await response.text()).toBe(201);
  }
  for (const metric of METRICS) {
    const response = await admin.post('/api/metrics', { data: metric });
    // 409: another journey already made a metric with this key, which serves as well.
    expect([201, 409], await response.text()).toContain(response.status());
  }
  return revenue;
}
