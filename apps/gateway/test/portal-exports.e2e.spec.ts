import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { bodyOf, session, startWarroomStack, type Session, type WarroomTestStack } from '@warroom/testing';
import { decisionOps, metricOps, type Decision } from '@warroom/contracts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminSession, created, createUser, signIn } from './support.js';

/**
 * The exports of SPEC.md section 9, compared byte for byte with the files in
 * fixtures/portal. A fixture holds `{{name}}` placeholders for what a run cannot know in
 * advance: `run` (a per-run token in every title and key), `date` (the export date, also
 * in the file name), `total` (the number of decisions in the file) and the ids and
 * timestamps the server gave the records (`postgres.id`, `mysql.createdAt`...). Apart from
 * those, every byte of the download must be the fixture's.
 *
 * On a stack of its own the whole file is compared. On the shared stack, where other
 * tests add records at the same time, the header and this run's sections (decisions) or
 * rows (metrics) are cut out of the download, in the order they came, and compared.
 */

const ADR_FIXTURE = readFileSync(new URL('./fixtures/portal/adr-export.md', import.meta.url), 'utf8');
const CSV_FIXTURE = readFileSync(new URL('./fixtures/portal/metrics-export.csv', import.meta.url), 'utf8');
const ADR_SEPARATOR = '\n---\n\n';

function render(template: string, values: Record<string, string>): string {
  const text = template.replace(/\{\{([\w.]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}}`);
    return value;
  });
  return text;
}

function utcDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The attachment's date, after checking the headers; it is today's UTC date (or yesterday's, at midnight). */
function checkDownload(headers: Headers, contentType: string, prefix: string, extension: string): string {
  expect(headers.get('content-type')).toBe(contentType);
  const disposition = headers.get('content-disposition') ?? '';
  const match = new RegExp(`^attachment; filename="${prefix}-(\\d{4}-\\d{2}-\\d{2})\\.${extension}"$`).exec(
    disposition,
  );
  expect(match).not.toBeNull();
  const date = match?.[1] as string;
  expect([utcDay(), utcDay(-1)]).toContain(date);
  return date;
}

type FixtureDecisions = { postgres: Decision; log: Decision; mysql: Decision };

/** The decisions of fixtures/portal/adr-export.md, created oldest first. */
async function createFixtureDecisions(client: Session, run: string): Promise<FixtureDecisions> {
  const create = (body: Record<string, unknown>) => created(client, '/api/decisions', body, decisionOps.create.reply);
  const postgres = await create({
    title: `Adopt PostgreSQL ${run}`,
    status: 'ACCEPTED',
    context: 'We need a relational store.\n\nIt must run on a laptop, in CI and in production.\n',
    decision: 'PostgreSQL 15 for every service, one database each.',
    consequences: '- One database per service\n- Migrations are generated and checked for drift',
  });
  const log = await create({ title: `Keep an ADR log ${run}` });
  const mysql = await create({
    title: `Use MySQL ${run}`,
    status: 'ACCEPTED',
    context: 'We need a relational store.',
    decision: 'MySQL 8.',
    consequences: '   ',
  });
  const superseded = await client.patch(`/api/decisions/${mysql.id}`, { supersededBy: postgres.id });
  expect(superseded.body).toMatchObject({ status: 'SUPERSEDED', supersededBy: postgres.id });
  return { postgres, log, mysql: bodyOf(superseded, decisionOps.update.reply) };
}

function decisionValues(decisions: FixtureDecisions): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, decision] of Object.entries(decisions)) {
    values[`${name}.id`] = decision.id;
    values[`${name}.createdAt`] = decision.createdAt;
    values[`${name}.updatedAt`] = decision.updatedAt;
  }
  return values;
}

/** The metrics of fixtures/portal/metrics-export.csv, created oldest first; points posted out of order. */
async function createFixtureMetrics(client: Session, run: string): Promise<void> {
  const create = (body: Record<string, unknown>) => created(client, '/api/metrics', body, metricOps.create.reply);
  const revenue = await create({ key: `${run}.revenue`, label: 'Revenue', unit: 'USD', target: 100000.5 });
  for (const [ts, value] of [
    ['2026-03-01T00:00:00.000Z', 300],
    ['2026-01-01T00:00:00Z', 100],
    ['2026-02-01T01:00:00+01:00', -25.75],
  ] as const) {
    expect((await client.post(`/api/metrics/${revenue.id}/points`, { ts, value })).status).toBe(201);
  }
  await create({ key: `${run}.formula`, label: '=HYPERLINK("http://evil.example","click")', unit: '-x' });
  const nps = await create({ key: `${run}.nps`, label: 'Net promoter score, "NPS"', target: -10 });
  expect(
    (await client.post(`/api/metrics/${nps.id}/points`, { ts: '2026-01-15T12:00:00+02:00', value: 0 })).status,
  ).toBe(201);
}

describe('portal exports on a stack of their own (the whole file)', () => {
  let stack: WarroomTestStack;
  let admin: Session;

  beforeAll(async () => {
    stack = await startWarroomStack({ logLevel: 'warn' });
    admin = session(stack.env.WARROOM_URL);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('refuses to export when there is no data (404)', async () => {
    const decisions = await admin.get('/api/decisions/export');
    expect(decisions.status).toBe(404);
    expect(decisions.body).toEqual({ statusCode: 404, message: 'There are no decisions to export' });
    const metrics = await admin.get('/api/metrics/export');
    expect(metrics.status).toBe(404);
    expect(metrics.body).toEqual({ statusCode: 404, message: 'There are no metrics to export' });
  });

  it('exports every decision as the ADR markdown fixture', async () => {
    const run = 'solo';
    const decisions = await createFixtureDecisions(admin, run);
    const download = await admin.get('/api/decisions/export');
    expect(download.status).toBe(200);
    const date = checkDownload(download.headers, 'text/markdown; charset=utf-8', 'adr-export', 'md');
    expect(download.text).toBe(render(ADR_FIXTURE, { run, date, total: '3', ...decisionValues(decisions) }));
  });

  it('exports every metric as the CSV fixture', async () => {
    const run = 'solo';
    await createFixtureMetrics(admin, run);
    const download = await admin.get('/api/metrics/export');
    expect(download.status).toBe(200);
    checkDownload(download.headers, 'text/csv; charset=utf-8', 'metrics-export', 'csv');
    expect(download.text).toBe(render(CSV_FIXTURE, { run }));
  });
});

describe('portal exports on the shared stack (this run’s part of the file)', () => {
  it('puts the header and this run’s decisions in the markdown exactly as the fixture says', async () => {
    const client = await signIn(await createUser(await adminSession(), 'CEO'));
    const run = randomUUID().slice(0, 8);
    const decisions = await createFixtureDecisions(client, run);

    const member = await signIn(await createUser(await adminSession(), 'MEMBER'));
    const download = await member.get('/api/decisions/export');
    expect(download.status).toBe(200);
    const date = checkDownload(download.headers, 'text/markdown; charset=utf-8', 'adr-export', 'md');

    const [header = '', ...sections] = download.text.split(ADR_SEPARATOR);
    const mine = sections.filter((section) => (section.split('\n', 1)[0] ?? '').endsWith(` ${run}`));
    expect(mine).toHaveLength(3);
    const expected = render(ADR_FIXTURE, { run, date, total: String(sections.length), ...decisionValues(decisions) });
    expect([header, ...mine].join(ADR_SEPARATOR)).toBe(expected);
  });

  it('puts the header and this run’s rows in the CSV exactly as the fixture says', async () => {
    const client = await signIn(await createUser(await adminSession(), 'CTO'));
    const run = `e2e-${randomUUID().slice(0, 8)}`;
    await createFixtureMetrics(client, run);

    const download = await client.get('/api/metrics/export');
    expect(download.status).toBe(200);
    checkDownload(download.headers, 'text/csv; charset=utf-8', 'metrics-export', 'csv');
    expect(download.text.endsWith('\r\n')).toBe(true);
    const [header = '', ...rows] = download.text.split('\r\n');
    const mine = rows.filter((row) => row.startsWith(`${run}.`));
    expect([header, ...mine].map((line) => `${line}\r\n`).join('')).toBe(render(CSV_FIXTURE, { run }));
  });

  it('takes no query parameters', async () => {
    const admin = await adminSession();
    expect((await admin.get('/api/decisions/export?format=pdf')).status).toBe(400);
    expect((await admin.get('/api/metrics/export?format=xlsx')).status).toBe(400);
    expect((await session().get('/api/decisions/export')).status).toBe(401);
  });
});
