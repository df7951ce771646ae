import pg from 'pg';
import {
  api,
  applicationBody,
  bodyOf,
  session,
  type Session,
  startWarroomStack,
  type WarroomTestStack,
} from '@warroom/testing';
import { applicationOps, type ApplicationAnalytics } from '@warroom/contracts';
import { submitApplication } from './applications-support.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support.js';

const EMPTY: ApplicationAnalytics = {
  total: 0,
  byStatus: { SUBMITTED: 0, UNDER_REVIEW: 0, VOTING: 0, ACCEPTED: 0, REJECTED: 0, WAITLISTED: 0 },
  lastMonth: 0,
  previousMonth: 0,
  monthOverMonthChange: 0,
  acceptanceRate: 0,
  conversionRate: 0,
  inPipeline: 0,
  funnel: [
    { stage: 'Submitted', count: 0 },
    { stage: 'Under Review', count: 0 },
    { stage: 'Voting', count: 0 },
    { stage: 'Decision Made', count: 0 },
  ],
  topIndustries: [],
  topExpertise: [],
  stages: [],
};

/** Analytics and rate limits need a database of their own: a stack started for this file. */
describe('applications analytics and rate limits (own stack)', () => {
  let stack: WarroomTestStack;
  let admin: Session;
  let db: pg.Client;
  const baseUrl = () => stack.env.WARROOM_URL;

  beforeAll(async () => {
    stack = await startWarroomStack({
      logLevel: 'warn',
      env: { RATE_LIMIT_LOOKUP_PER_MINUTE: '5', RATE_LIMIT_SUBMIT_PER_HOUR: '3' },
    });
    admin = session(baseUrl());
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    db = new pg.Client({ connectionString: stack.infra.urlFor(`${stack.env.WARROOM_DB_PREFIX}applications`) });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  }, 60_000);

  it('answers zeros and empty lists with no applications', async () => {
    const response = await admin.get('/api/applications/analytics');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(EMPTY);
  });

  it('computes every figure of a known data set, with the month windows, rounding and ties', async () => {
    type Row = { industry: string; expertise: string[]; stage?: string; status: string; age?: string };
    const rows: Row[] = [
      {
        industry: 'FinTech',
        expertise: ['Security', 'Architecture'],
        stage: 'FOUNDER',
        status: 'ACCEPTED',
        age: '45 days',
      },
      { industry: 'FinTech', expertise: ['Security'], stage: 'FOUNDER', status: 'REJECTED', age: '61 days' },
      {
        industry: 'B2B SaaS',
        expertise: ['Architecture', 'DevOps/SRE'],
        stage: 'KINGSMAN',
        status: 'WAITLISTED',
        age: '30 days 1 minute',
      },
      { industry: 'B2B SaaS', expertise: ['Security', 'Machine Learning/AI'], stage: 'CAREERIST', status: 'VOTING' },
      { industry: 'HealthTech', expertise: ['Frontend Development'], stage: 'FOUNDER', status: 'UNDER_REVIEW' },
      { industry: 'EdTech', expertise: ['Backend Development'], status: 'SUBMITTED' },
      {
        industry: 'Other',
        expertise: ['Data Engineering'],
        stage: 'WANDERER',
        status: 'SUBMITTED',
        age: '29 days 23 hours',
      },
      { industry: 'DeepTech', expertise: [], stage: 'SOVEREIGN', status: 'SUBMITTED' },
    ];
    for (const row of rows) {
      const id = await submitApplication(
        applicationBody({ industry: row.industry, expertise: row.expertise, stage: row.stage }),
        { baseUrl: baseUrl() },
      );
      if (row.status !== 'SUBMITTED') {
        expect((await admin.patch(`/api/applications/${id}/status`, { status: row.status })).status).toBe(200);
      }
      if (row.age)
        await db.query(`update applications set submitted_at = now() - $2::interval where id = $1`, [id, row.age]);
    }
    // Back-dated by hand, so the day counters are counted again as the backfill migration does.
    await db.query(`delete from application_counters where dimension = 'day'`);
    await db.query(`insert into application_counters (dimension, key, count)
      select 'day', to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD'), count(*) from applications group by 2`);

    const analytics = await admin.get('/api/applications/analytics');
    expect(analytics.body).toEqual({
      total: 8,
      byStatus: { SUBMITTED: 3, UNDER_REVIEW: 1, VOTING: 1, ACCEPTED: 1, REJECTED: 1, WAITLISTED: 1 },
      lastMonth: 5,
      previousMonth: 2,
      monthOverMonthChange: 150,
      acceptanceRate: 12.5,
      conversionRate: 25,
      inPipeline: 5,
      funnel: [
        { stage: 'Submitted', count: 8 },
        { stage: 'Under Review', count: 5 },
        { stage: 'Voting', count: 4 },
        { stage: 'Decision Made', count: 3 },
      ],
      topIndustries: [
        { name: 'B2B SaaS', count: 2 },
        { name: 'FinTech', count: 2 },
        { name: 'DeepTech', count: 1 },
        { name: 'EdTech', count: 1 },
        { name: 'HealthTech', count: 1 },
      ],
      topExpertise: [
        { name: 'Security', count: 3 },
        { name: 'Architecture', count: 2 },
        { name: 'Backend Development', count: 1 },
        { name: 'Data Engineering', count: 1 },
        { name: 'DevOps/SRE', count: 1 },
      ],
      stages: [
        { name: 'FOUNDER', count: 3 },
        { name: 'CAREERIST', count: 1 },
        { name: 'KINGSMAN', count: 1 },
        { name: 'SOVEREIGN', count: 1 },
        { name: 'WANDERER', count: 1 },
      ],
    });

    // The list's X-Total-Count without a search comes from the same counters.
    expect((await admin.get('/api/applications?limit=1')).headers.get('x-total-count')).toBe('8');
    expect((await admin.get('/api/applications?status=SUBMITTED&limit=1')).headers.get('x-total-count')).toBe('3');

    // The running counters agree with a full recount of the table.
    const recount = await db.query<{ status: string; n: string }>(
      'select status, count(*) as n from applications group by status',
    );
    const { byStatus } = bodyOf(analytics, applicationOps.analytics.reply);
    for (const { status, n } of recount.rows)
      expect(byStatus[status as keyof ApplicationAnalytics['byStatus']]).toBe(Number(n));
  });

  it('limits status lookups per client address: 429 with Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await api('/api/applications/AAAAAAAAAAAAAAAAAAAAAAAA/status', { baseUrl: baseUrl(), headers })).status,
      ).toBe(404);
    }
    const limited = await api('/api/applications/AAAAAAAAAAAAAAAAAAAAAAAA/status', { baseUrl: baseUrl(), headers });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect(
      (
        await api('/api/applications/AAAAAAAAAAAAAAAAAAAAAAAA/status', {
          baseUrl: baseUrl(),
          headers: { 'x-forwarded-for': '203.0.113.8' },
        })
      ).status,
    ).toBe(404);
  });

  it('limits submissions per client address: 429 with Retry-After', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    for (let i = 0; i < 3; i += 1) {
      const response = await api('/api/applications/submit', {
        method: 'POST',
        baseUrl: baseUrl(),
        headers,
        json: applicationBody(),
      });
      expect(response.status).toBe(201);
    }
    const limited = await api('/api/applications/submit', {
      method: 'POST',
      baseUrl: baseUrl(),
      headers,
      json: applicationBody(),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });
});
