import { api, bodyOf, session, startWarroomStack, type Session, type WarroomTestStack } from '@warroom/testing';
import { waitForHttp } from '@warroom/local-infra';
import { applicationOps, gatewayOps, identityOps } from '@warroom/contracts';
import { submitApplication } from './applications-support.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, fromAddress, uniqueEmail } from './support.js';

/** Within how long every other gateway replica must apply a change of a user's sessions. */
const NOTICE_MS = 100;
const LOOKUPS_PER_MINUTE = 6;

/**
 * Issue 19: gateways keep verified sessions in memory; PRODUCT.md section 4 must still hold
 * on the replica that served a change at once, and on every other replica within 100 ms.
 * Two gateways share one stack; a user's cookie is replayed on both.
 */
describe('two gateway replicas: the sessions they keep, the limits they share', () => {
  let stack: WarroomTestStack;
  let urls: readonly string[];

  beforeAll(async () => {
    stack = await startWarroomStack({
      gateways: 2,
      logLevel: 'warn',
      env: { RATE_LIMIT_LOOKUP_PER_MINUTE: String(LOOKUPS_PER_MINUTE) },
    });
    urls = stack.stack.gatewayUrls;
    for (const url of urls) await waitForHttp(`${url}/api/health`, { timeoutMs: 60_000 });
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  async function admin(): Promise<Session> {
    const client = session(urls[0]);
    await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    return client;
  }

  async function newUser(role = 'CTO'): Promise<{ id: string; email: string; password: string }> {
    const email = uniqueEmail('replicas');
    const password = `pw-${email}`;
    const created = await (await admin()).post('/api/admin/users', { email, password, role });
    expect(created.status).toBe(201);
    return { id: bodyOf(created, identityOps.createUser.reply).id, email, password };
  }

  /** The cookie of a signed-in session, and a `me` call with it on each replica (warming both caches). */
  async function signedIn(user: { email: string; password: string }): Promise<string> {
    const client = session(urls[0]);
    await client.login(user.email, user.password);
    const cookie = client.cookieHeader();
    for (const url of urls) expect((await meOn(url, cookie)).status).toBe(200);
    return cookie;
  }

  function meOn(url: string | undefined, cookie: string) {
    return api('/api/auth/me', { baseUrl: url, headers: { cookie } });
  }

  /** The signed-in user `me` answers on `url`; undefined while it answers something else. */
  async function meOf(url: string | undefined, cookie: string) {
    return gatewayOps.me.reply.safeParse((await meOn(url, cookie)).body).data;
  }

  /** Polls the other replica until it answers `status`; answers how long that took. */
  async function appliedWithin(url: string | undefined, cookie: string, status: number, from: number): Promise<number> {
    for (;;) {
      const answer = await meOn(url, cookie);
      const elapsed = Date.now() - from;
      if (answer.status === status) return elapsed;
      if (elapsed > 2_000) throw new Error(`still ${answer.status} after ${elapsed} ms`);
    }
  }

  it('logout: the cookie is refused at once where it was served, and on the other replica within 100 ms', async () => {
    const user = await newUser();
    const cookie = await signedIn(user);
    const out = await api('/api/auth/logout', { baseUrl: urls[0], method: 'POST', headers: { cookie }, json: {} });
    const done = Date.now();
    expect(out.status).toBe(200);
    expect((await meOn(urls[0], cookie)).status).toBe(401);
    expect(await appliedWithin(urls[1], cookie, 401, done)).toBeLessThanOrEqual(NOTICE_MS);
  });

  it('deactivation ends every session on both replicas; a role change applies on the next request', async () => {
    const user = await newUser('CTO');
    const cookie = await signedIn(user);
    const client = await admin();

    const promoted = await client.patch(`/api/admin/users/${user.id}`, { role: 'CEO' });
    const promotedAt = Date.now();
    expect(promoted.status).toBe(200);
    expect(bodyOf(await meOn(urls[0], cookie), gatewayOps.me.reply).role).toBe('CEO');
    for (;;) {
      const me = await meOf(urls[1], cookie);
      if (me?.role === 'CEO') break;
      expect(Date.now() - promotedAt).toBeLessThanOrEqual(NOTICE_MS);
    }

    const deactivated = await client.patch(`/api/admin/users/${user.id}`, { active: false });
    const done = Date.now();
    expect(deactivated.status).toBe(200);
    expect((await meOn(urls[0], cookie)).status).toBe(401);
    expect(await appliedWithin(urls[1], cookie, 401, done)).toBeLessThanOrEqual(NOTICE_MS);
  });

  it("a password change ends the user's other sessions on both replicas, and keeps the one that made it", async () => {
    const user = await newUser();
    const other = await signedIn(user);
    const mine = await signedIn(user);
    const changed = await api('/api/profile/change-password', {
      baseUrl: urls[1],
      method: 'POST',
      headers: { cookie: mine },
      json: { currentPassword: user.password, newPassword: `${user.password}-2` },
    });
    const done = Date.now();
    expect(changed.status).toBe(200);
    expect((await meOn(urls[1], other)).status).toBe(401);
    expect(await appliedWithin(urls[0], other, 401, done)).toBeLessThanOrEqual(NOTICE_MS);
    for (const url of urls) expect((await meOn(url, mine)).status).toBe(200);
  });

  it('a theme change shows in me on both replicas', async () => {
    const user = await newUser();
    const cookie = await signedIn(user);
    const changed = await api('/api/profile/update-theme', {
      baseUrl: urls[0],
      method: 'POST',
      headers: { cookie },
      json: { theme: 'dark' },
    });
    const done = Date.now();
    expect(changed.status).toBe(200);
    expect(bodyOf(await meOn(urls[0], cookie), gatewayOps.me.reply).theme).toBe('dark');
    for (;;) {
      if ((await meOf(urls[1], cookie))?.theme === 'dark') break;
      expect(Date.now() - done).toBeLessThanOrEqual(NOTICE_MS);
    }
  });

  it('a decision shows in the public status lookup at once where it was made, on the other replica within 100 ms', async () => {
    const id = await submitApplication(undefined, { baseUrl: urls[0] });
    /** The status answer on `url`, from an address of its own (the lookups here are limited to 6 a minute). */
    const statusOn = async (url: string | undefined) => {
      const answer = await api(`/api/applications/${id}/status`, { baseUrl: url, headers: fromAddress() });
      return bodyOf(answer, applicationOps.status.reply);
    };
    // Both replicas hold the answer now (a lookup is answered from memory after the first).
    for (const url of urls) for (let i = 0; i < 2; i += 1) expect((await statusOn(url)).status).toBe('SUBMITTED');

    const client = await admin();
    for (const [status, decisionReason] of [
      ['ACCEPTED', 'A strong operator'],
      ['ACCEPTED', 'A strong operator, and kind'],
      ['REJECTED', null],
    ] as const) {
      const changed = await client.patch(`/api/applications/${id}/status`, {
        status,
        decisionReason: decisionReason ?? '',
      });
      const done = Date.now();
      expect(changed.status).toBe(200);
      expect(await statusOn(urls[0])).toMatchObject({ status, decisionReason });
      for (;;) {
        const seen = await statusOn(urls[1]);
        if (seen.status === status && seen.decisionReason === decisionReason) break;
        expect(Date.now() - done).toBeLessThanOrEqual(NOTICE_MS);
      }
    }
  });

  it('counts a client over both replicas as one for the rate limits (PRODUCT.md section 5)', async () => {
    const headers = {
      'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    };
    const lookup = (url: string | undefined) =>
      api('/api/applications/AAAAAAAAAAAAAAAAAAAAAAAA/status', { baseUrl: url, headers });
    const statuses: number[] = [];
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i += 1) {
      statuses.push((await lookup(urls[i % 2])).status);
      // The replicas share what they counted every 10 ms.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses).toEqual(Array<number>(LOOKUPS_PER_MINUTE).fill(404));
    for (const url of urls) {
      const limited = await lookup(url);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
