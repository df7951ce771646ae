import { appendFileSync, cpSync } from 'node:fs';
import fc from 'fast-check';
import {
  api,
  type ApiResponse,
  applicationBody,
  bodyOf,
  session,
  type Session,
  startWarroomStack,
  type WarroomTestStack,
} from '@warroom/testing';
import { identityOps, NATS_MAX_PAYLOAD_BYTES, okrOps } from '@warroom/contracts';
import { z } from 'zod';
import { AUTHORIZATION_MATRIX } from './authorization-matrix.js';
import { submitApplication } from './applications-support.js';
import { badPathParam, mutatedBody, queryString, toJsonText, validFor, type JsonSchema } from './fuzz-arbitraries.js';
import {
  changedTables,
  DatabaseSnapshots,
  FuzzStats,
  inPool,
  loadRoutes,
  problemWith,
  routeKey,
  type FuzzRoute,
  type Snapshot,
} from './fuzz-support.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, fromAddress, uniqueEmail } from './support.js';

/**
 * Every route of the OpenAPI document, fed generated input around its zod schema through the
 * real gateway as nobody, a MEMBER and an ADMIN: never a 5xx, every refusal a readable JSON
 * 4xx, and a batch of refusals changes nothing in any database.
 *
 * Size: FUZZ_RUNS inputs per route (each sent once per role); CI runs the default,
 * `npm run fuzz` runs 1,000. FUZZ_SEED replays a run (the seed is printed on failure).
 * The file starts a stack of its own, so that database snapshots see only its own requests.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 30);
const SEED = Number(process.env.FUZZ_SEED || Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY || 8);
/** Inputs per database comparison. */
const BATCH = 100;
const RESULTS = process.env.FUZZ_RESULTS;
/** A JSONL file of every request and answer (for looking into a run). */
const LOG = process.env.FUZZ_LOG;
const ROLES = ['nobody', 'MEMBER', 'ADMIN'] as const;
/**
 * State-changing routes where input generated from the schema alone cannot be accepted: a
 * DELETE's generated ids name nothing (a known id would be gone after the first), and the
 * credentials of a login or a password change are never the real ones.
 */
const NO_VALID_INPUT_ACCEPTED = new Set([
  'POST /api/auth/login',
  'POST /api/profile/change-password',
  // A link's token is 256 random bits that only an email carries: generated ones name nothing.
  'GET /api/invitations/{token}',
  'POST /api/invitations/{token}/accept',
  'POST /api/auth/reset-password',
  ...AUTHORIZATION_MATRIX.filter((row) => row.method === 'DELETE').map((row) => `DELETE ${row.route}`),
]);
type Role = (typeof ROLES)[number];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type FuzzInput = {
  /** valid: generated to pass the schema (may be accepted); the rest are meant to be refused. */
  readonly kind: 'valid' | 'mutated' | 'raw';
  readonly path: string;
  readonly query: string;
  readonly body?: string;
  readonly contentType?: string;
};

const json = (body: string) => ({ body, contentType: 'application/json' });

/** Bodies that are not JSON objects at all, or not JSON, or not labelled JSON, or over 1 MB. */
const rawBody: fc.Arbitrary<{ body?: string; contentType?: string }> = fc.oneof(
  {
    arbitrary: fc
      .constantFrom('{"title": ', '{', '[', '{"a":1}}', "{'a':1}", 'undefined', 'NaN', '\u0000', '{"a":"\\ud800"}', '')
      .map(json),
    weight: 4,
  },
  {
    arbitrary: fc
      .constantFrom('{"__proto__":{"role":"ADMIN"}}', '{"constructor":{"prototype":{"isAdmin":true}}}')
      .map(json),
    weight: 4,
  },
  {
    arbitrary: fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
      )
      .map((contentType) => ({ body: 'title=x&email=a@b.c', contentType })),
    weight: 4,
  },
  {
    arbitrary: fc
      .constantFrom('application/json; charset=utf-16', 'application/json;charset=latin1', 'APPLICATION/JSON')
      .map((contentType) => ({ body: '{"title":"x"}', contentType })),
    weight: 4,
  },
  // Over 1 MB (413): rarely, it is a megabyte each time.
  { arbitrary: fc.constant(json(`{"title":"${'x'.repeat(1024 * 1024 + 16)}"}`)), weight: 1 },
);

describe('fuzzing every route through the gateway', () => {
  let stack: WarroomTestStack;
  let baseUrl: string;
  let db: DatabaseSnapshots;
  let routes: FuzzRoute[];
  const sessions = new Map<Role, Session>();
  const credentials = new Map<Role, { email: string; password: string }>();
  /** Ids that exist, by the route path they fill in, so that valid bodies reach the handlers. */
  const knownIds = new Map<string, string>();
  const stats = new FuzzStats();
  let last: Snapshot | undefined;
  const log: string[] = [];
  const flushLog = (): void => {
    if (LOG && log.length > 0) appendFileSync(LOG, `${log.splice(0).join('\n')}\n`);
  };

  beforeAll(async () => {
    stack = await startWarroomStack({ logLevel: 'warn' });
    baseUrl = stack.env.WARROOM_URL;
    routes = await loadRoutes(baseUrl);
    db = await DatabaseSnapshots.open(
      stack.env.WARROOM_PG_ADMIN_URL,
      stack.env.WARROOM_DB_PREFIX,
      stack.env.WARROOM_NATS_URL,
    );

    const admin = session(baseUrl);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    sessions.set('ADMIN', admin);
    credentials.set('ADMIN', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const member = { email: uniqueEmail('fuzz-member'), password: `pw-${SEED}-member` };
    expect((await admin.post('/api/admin/users', { ...member, role: 'MEMBER' })).status).toBe(201);
    const memberSession = session(baseUrl);
    await memberSession.login(member.email, member.password);
    sessions.set('MEMBER', memberSession);
    credentials.set('MEMBER', member);
    await seedKnownIds(admin);
    last = await db.settled();
  }, 300_000);

  afterAll(async () => {
    stats.write(RESULTS, RUNS);
    // The apps' logs go with the stack: keep them beside the results when something failed.
    if (RESULTS && stats.problems.length > 0 && stack) {
      cpSync(stack.env.WARROOM_LOG_DIR, `${RESULTS}.logs`, { recursive: true });
    }
    await db?.close();
    await stack?.stop();
  }, 60_000);

  /** One thing of each kind, for the paths with an id: a user other than the fuzzing ones, an application, portal items. */
  async function seedKnownIds(admin: Session): Promise<void> {
    const created = async (path: string, body: unknown): Promise<string> => {
      const response = await admin.post(path, body);
      if (response.status !== 201) throw new Error(`seeding ${path}: ${response.status} ${response.text}`);
      // Records of every kind: what they share, their id.
      return bodyOf(response, z.object({ id: z.string() })).id;
    };
    const user = await admin.post('/api/admin/users', {
      email: uniqueEmail('fuzz-target'),
      password: 'fuzz-target-password',
      role: 'MEMBER',
    });
    knownIds.set('/api/admin/users/{id}', bodyOf(user, identityOps.createUser.reply).id);
    // One application for the decisions, one kept under review for the votes and comments
    // (a decided application takes no votes).
    knownIds.set('/api/applications/{id}/status', await submitApplication(applicationBody(), { baseUrl }));
    const reviewed = await submitApplication(applicationBody(), { baseUrl });
    const review = await admin.patch(`/api/applications/${reviewed}/status`, { status: 'UNDER_REVIEW' });
    if (review.status !== 200) throw new Error(`seeding an application under review: ${review.status} ${review.text}`);
    knownIds.set('/api/applications/{id}/vote', reviewed);
    knownIds.set('/api/applications/{id}/comments', reviewed);
    // One of its own for recusals: a recused reviewer may not vote, which the votes above need.
    knownIds.set('/api/applications/{id}/recuse', await submitApplication(applicationBody(), { baseUrl }));
    const objective = bodyOf(
      await admin.post('/api/okr/objectives', {
        title: 'Fuzz objective',
        keyResults: [{ title: 'Fuzz KR', current: 1, target: 10, unit: '%' }],
      }),
      okrOps.objectives.create.reply,
    );
    knownIds.set('/api/okr/objectives/{id}', objective.id);
    knownIds.set('/api/okr/objectives/{id}/key-results', objective.id);
    knownIds.set('/api/okr/key-results/{id}', objective.keyResults[0]?.id ?? '');
    knownIds.set('/api/initiatives/{id}', await created('/api/initiatives', { title: 'Fuzz initiative' }));
    knownIds.set('/api/decisions/{id}', await created('/api/decisions', { title: 'Fuzz decision' }));
    const metric = await created('/api/metrics', { key: `fuzz.${SEED}`, label: 'Fuzz metric' });
    knownIds.set('/api/metrics/{id}', metric);
    knownIds.set('/api/metrics/{id}/points', metric);
    const meeting = await created('/api/meetings', { title: 'Fuzz meeting', when: new Date().toISOString() });
    knownIds.set('/api/meetings/{id}', meeting);
    knownIds.set('/api/meetings/{id}/calendar.ics', meeting);
    // A live session that has not ended (an ended one takes no answer).
    const session = await created('/api/meetings', {
      title: 'Fuzz session',
      when: new Date(Date.now() + 86_400_000).toISOString(),
      audience: 'MEMBERS',
    });
    knownIds.set('/api/sessions/{id}/rsvp', session);
    knownIds.set('/api/documents/{id}', await created('/api/documents', { title: 'Fuzz document', markdown: '# x' }));
    const invitation = await created('/api/admin/invitations', { email: uniqueEmail('fuzz-invitee'), role: 'CTO' });
    knownIds.set('/api/admin/invitations/{id}/resend', invitation);
  }

  function pathArbitrary(route: FuzzRoute, kind: FuzzInput['kind']): fc.Arbitrary<string> {
    const known = knownIds.get(route.path);
    // A DELETE of a known id would take it away from every later input.
    const good = known && route.method !== 'DELETE' ? [{ arbitrary: fc.constant(known), weight: 3 }] : [];
    // Input generated to be valid names a record that exists, where there is one.
    const param =
      kind === 'valid' && known && route.method !== 'DELETE'
        ? fc.constant(known)
        : fc.oneof(...good, { arbitrary: badPathParam, weight: 2 });
    return fc
      .array(param, { minLength: route.pathParams.length, maxLength: route.pathParams.length })
      .map((values) =>
        route.pathParams.reduce((path, name, i) => path.replace(`{${name}}`, values[i] ?? ''), route.path),
      );
  }

  function inputs(route: FuzzRoute, kind: FuzzInput['kind'], runs: number, seed: number): FuzzInput[] {
    const query = fc.oneof(fc.constant(''), queryString(route.query), queryString(route.query));
    let body: fc.Arbitrary<{ body?: string; contentType?: string }> = fc.constant({});
    if (STATE_CHANGING.has(route.method)) {
      const asBody = (value: unknown) => (value === undefined ? {} : json(toJsonText(value)));
      if (kind === 'valid') body = validFor(route.body ?? { type: 'object' }).map(asBody);
      else if (kind === 'mutated') body = mutatedBody(route.body as JsonSchema | undefined).map(asBody);
      else body = rawBody;
    }
    const arbitrary = fc
      .record({ path: pathArbitrary(route, kind), query: kind === 'valid' ? fc.constant('') : query, body })
      .map(({ path, query: q, body: b }) => ({ kind, path, query: q, ...b }));
    return fc.sample(arbitrary, { numRuns: runs, seed });
  }

  async function send(route: FuzzRoute, input: FuzzInput, role: Role): Promise<number> {
    const client = sessions.get(role as 'MEMBER' | 'ADMIN');
    const headers: Record<string, string> = { ...fromAddress() };
    if (input.contentType) headers['content-type'] = input.contentType;
    const cookie = client?.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const url = `${input.path}${input.query ? `?${input.query}` : ''}`;
    const describe = () =>
      `${role} ${route.method} ${url.slice(0, 300)} ${input.contentType ?? ''} ${(input.body ?? '').slice(0, 300)}`;
    const request = () =>
      api(url, { baseUrl, method: route.method, headers, body: input.body, signal: AbortSignal.timeout(60_000) });
    const reason = (error: unknown) =>
      `${String(error)}${error instanceof Error && error.cause ? ` (${String(error.cause)})` : ''}`;
    let response;
    try {
      response = await request();
    } catch (first) {
      // No HTTP answer at all (the connection failed): sent once more and reported, see transportRetries.
      stats.transportRetries.push(`${describe().slice(0, 200)} -> ${reason(first)}`);
      console.warn(`[fuzz] no answer, sending again: ${describe().slice(0, 200)} -> ${reason(first)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      try {
        response = await request();
      } catch (second) {
        stats.problems.push(`${describe()} -> no answer, twice: ${reason(second)}`);
        stats.count(routeKey(route), 0);
        return 0;
      }
    }
    stats.count(routeKey(route), response.status);
    if (input.kind === 'valid') {
      const entry = stats.route(routeKey(route));
      entry.validSent += 1;
      if (response.status >= 200 && response.status < 300) entry.validAccepted += 1;
    }
    if (LOG) {
      log.push(
        JSON.stringify({
          role,
          kind: input.kind,
          method: route.method,
          url: url.slice(0, 500),
          body: input.body?.slice(0, 500),
          status: response.status,
          answer: response.text.slice(0, 300),
        }),
      );
    }
    const problem = problemWith(response, route);
    if (problem) stats.problems.push(`${describe()} -> ${problem}: ${response.text.slice(0, 300)}`);
    // Logging out (the only request that may end the fuzzing session) gets a new one.
    if (client && route.path === '/api/auth/logout' && response.status < 300) {
      const { email, password } = credentials.get(role as 'MEMBER' | 'ADMIN') as { email: string; password: string };
      client.clearCookies();
      await client.login(email, password);
    }
    return response.status;
  }

  type Work = { readonly input: FuzzInput; readonly role: Role };

  /**
   * Sends a batch and compares the databases before and after. A batch of a route that only
   * reads, or one where every request was refused, must change nothing. When some were accepted,
   * the refused ones are sent again in a batch of their own, which must change nothing.
   */
  async function batch(route: FuzzRoute, work: readonly Work[], replay = false): Promise<string | undefined> {
    const before = last ?? (await db.settled());
    const refused: Work[] = [];
    let accepted = 0;
    // Logging out ends the session other requests of the batch would carry: one at a time there.
    await inPool(work, route.path === '/api/auth/logout' ? 1 : CONCURRENCY, async (item) => {
      const status = await send(route, item.input, item.role);
      if (status >= 200 && status < 300) accepted += 1;
      else refused.push(item);
    });
    const after = await db.settled();
    last = after;
    const entry = stats.route(routeKey(route));
    entry.batches += 1;
    if (accepted > 0 && STATE_CHANGING.has(route.method)) {
      return replay || refused.length === 0 ? undefined : batch(route, refused, true);
    }
    entry.batchesCompared += 1;
    entry.refusedCompared += refused.length;
    const changed = changedTables(before, after);
    return changed.length > 0
      ? `${routeKey(route)}: a batch of ${work.length} requests (${accepted} accepted${replay ? ', a replay of refused ones' : ''}) changed ${changed.join(', ')}`
      : undefined;
  }

  /** Every input as every role, in batches of BATCH inputs. */
  async function batches(route: FuzzRoute, list: readonly FuzzInput[], changes: string[]): Promise<void> {
    for (let start = 0; start < list.length; start += BATCH) {
      const work = list.slice(start, start + BATCH).flatMap((input) => ROLES.map((role) => ({ input, role })));
      const change = await batch(route, work);
      if (change) changes.push(change);
    }
  }

  const served = [...new Set(AUTHORIZATION_MATRIX.map((row) => `${row.method} ${row.route}`))].sort();

  it.each(served)(
    'fuzzes %s',
    async (key) => {
      const route = routes.find((candidate) => routeKey(candidate) === key);
      if (!route) throw new Error(`${key} is in the authorization matrix but not in the OpenAPI document`);
      const problemsBefore = stats.problems.length;
      const seed = SEED + served.indexOf(key);
      const refused = STATE_CHANGING.has(route.method)
        ? [
            ...inputs(route, 'mutated', Math.ceil(RUNS * 0.8), seed),
            ...inputs(route, 'raw', Math.max(1, Math.floor(RUNS * 0.2)), seed + 1),
          ]
        : inputs(route, 'mutated', RUNS, seed);
      // Half as many as the refused: a valid input may still be refused by a rule the schema
      // does not carry (an unknown `supersededBy`, a body over 1 MB of texts each within its
      // limit), and with 6 of them every one was, once (PATCH /api/decisions/{id} in CI).
      const valid = STATE_CHANGING.has(route.method) ? inputs(route, 'valid', Math.ceil(RUNS / 2), seed + 2) : [];
      stats.route(key).inputs += refused.length + valid.length;

      const changes: string[] = [];
      // Input generated to be accepted goes first, in batches of its own (compared only in
      // their refused replay): what accepted mutated input creates could otherwise use up a
      // limit (an objective's 50 key results) before it, as in the full run of 2026-11-25.
      await batches(route, valid, changes);
      await batches(route, refused, changes);
      flushLog();

      if (RESULTS) {
        // After every route, so that a long run stopped early still leaves its figures.
        stats.write(RESULTS, RUNS);
        const entry = stats.route(key);
        process.stderr.write(
          `[fuzz] ${key}: ${entry.requests} requests, ${Object.entries(entry.statuses)
            .map(([status, count]) => `${status}×${count}`)
            .join(' ')}, ${stats.problems.length - problemsBefore} problems\n`,
        );
      }
      const problems = stats.problems.slice(problemsBefore);
      expect({ seed, problems: problems.slice(0, 10), count: problems.length, changes }).toEqual({
        seed,
        problems: [],
        count: 0,
        changes: [],
      });
      // The generator's valid input must really be valid: some of it is accepted (as whichever
      // role may: a public route accepts each body once, its copies as other roles are repeats).
      // Otherwise the route is fuzzed with refusals only (as when the document's schemas moved
      // to components and the arbitraries saw no schema at all).
      if (valid.length > 0 && !NO_VALID_INPUT_ACCEPTED.has(key)) {
        const entry = stats.route(key);
        expect({ key, accepted: entry.validAccepted > 0 }).toEqual({ key, accepted: true });
      }
    },
    Math.max(120_000, RUNS * 1_500),
  );

  it('fuzzed every route the gateway serves', () => {
    const unfuzzed = routes
      .map(routeKey)
      .filter((key) => (stats.routes[key]?.requests ?? 0) < RUNS * ROLES.length)
      .sort();
    expect(unfuzzed).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
  });

  /**
   * Issue 14: what the fuzz wrote (text filled to its limits with wide and escaped units) must
   * still be readable. Every list, page by page, every detail of what the lists hold (the first
   * 20 of each), and every export: 2xx (an empty export 404), each answer within the NATS ceiling.
   */
  it('reads every list, detail and export of what it wrote', async () => {
    const admin = sessions.get('ADMIN') as Session;
    const reads = routes.filter((route) => route.method === 'GET');
    const lists = reads.filter(
      (route) => !route.path.includes('{') && !/export|analytics|health|docs|me$|hint|dashboard/.test(route.path),
    );
    const failures: string[] = [];
    const check = (path: string, status: number, size: number, allowed: number[]) => {
      if (!allowed.includes(status) || size >= NATS_MAX_PAYLOAD_BYTES)
        failures.push(`${path}: ${status}, ${size} bytes`);
    };
    for (const list of lists) {
      const ids: string[] = [];
      for (let path: string | undefined = `${list.path}?limit=500`; path;) {
        const page: ApiResponse = await admin.get(path);
        check(path, page.status, Buffer.byteLength(page.text), [200]);
        if (page.status !== 200) break;
        // Items of every list: what they share, an id (if they have one).
        const items = bodyOf(page, z.array(z.object({ id: z.string().optional() })));
        ids.push(...items.flatMap((item) => (item.id ? [item.id] : [])));
        path = /<([^>]+)>;\s*rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
      }
      const detail = reads.find((route) => route.path === `${list.path}/{id}`);
      for (const id of detail ? ids.slice(0, 20) : []) {
        const path = `${list.path}/${encodeURIComponent(id)}`;
        const answer = await admin.get(path);
        check(path, answer.status, Buffer.byteLength(answer.text), [200]);
      }
    }
    for (const route of reads.filter((candidate) => candidate.path.endsWith('/export'))) {
      const answer = await admin.get(route.path);
      check(route.path, answer.status, 0, [200, 404]);
    }
    for (const path of ['/api/dashboard', '/api/applications/analytics']) {
      const answer = await admin.get(path);
      check(path, answer.status, Buffer.byteLength(answer.text), [200]);
    }
    expect(failures).toEqual([]);
    expect(lists.length).toBeGreaterThanOrEqual(8);
  });

  it('still answers normally afterwards', async () => {
    expect((await api('/api/health', { baseUrl })).status).toBe(200);
    const admin = sessions.get('ADMIN') as Session;
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });
});
