import { INVITATION_EXPIRED, invitationOps, invitationSchema, RESET_LINK_INVALID } from '@warroom/contracts';
import { bodyOf, linkToken, MailInbox, session, startWarroomStack, type WarroomTestStack } from '@warroom/testing';
import { z } from 'zod';
import { ADMIN_EMAIL, ADMIN_PASSWORD, fromAddress, uniqueEmail } from './support.js';

const INVITE_TTL_MS = 3_600;
const RESET_TTL_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What time does to links (PRODUCT.md sections 9 and 10), on a stack of its own whose links
 * expire in seconds, and whose token routes allow 5 requests a minute per address.
 */
describe('links that expire, and the limit on token routes', () => {
  let stack: WarroomTestStack;
  let baseUrl: string;
  let inbox: MailInbox;

  beforeAll(async () => {
    stack = await startWarroomStack({
      logLevel: 'warn',
      env: {
        INVITE_TTL_HOURS: String(INVITE_TTL_MS / 3_600_000),
        RESET_TTL_MINUTES: String(RESET_TTL_MS / 60_000),
        RATE_LIMIT_TOKEN_PER_MINUTE: '5',
      },
    });
    baseUrl = stack.env.WARROOM_URL;
    inbox = new MailInbox(stack.env.WARROOM_MAIL_API_URL);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  async function admin() {
    const client = session(baseUrl);
    await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    return client;
  }

  it('an invitation expires: 410, EXPIRED in the list; a resend gives a new link valid for the full time', async () => {
    const client = await admin();
    const email = uniqueEmail('late');
    const response = await client.post('/api/admin/invitations', { email, role: 'MEMBER' });
    expect(response.status).toBe(201);
    const invitation = bodyOf(response, invitationOps.create.reply);
    const token = linkToken((await inbox.waitFor(email, 'You are invited to the War Room'))[0] ?? fail(), '/join');
    await sleep(INVITE_TTL_MS + 500);
    const late = await session(baseUrl).get(`/api/invitations/${token}`, { headers: fromAddress() });
    expect(late.status).toBe(410);
    expect(late.body).toEqual({ statusCode: 410, message: INVITATION_EXPIRED });
    const list = bodyOf(await client.get('/api/admin/invitations'), z.array(invitationSchema));
    expect(list.find((row) => row.id === invitation.id)?.status).toBe('EXPIRED');

    expect((await client.post(`/api/admin/invitations/${invitation.id}/resend`)).status).toBe(200);
    const renewed = linkToken(
      (await inbox.waitFor(email, 'You are invited to the War Room', { count: 2 }))[1] ?? fail(),
      '/join',
    );
    const joined = await session(baseUrl).post(
      `/api/invitations/${renewed}/accept`,
      { password: 'in-time-password' },
      { headers: fromAddress() },
    );
    expect(joined.status).toBe(201);
  });

  it('a reset link works for RESET_TTL_MINUTES only', async () => {
    const client = await admin();
    const email = uniqueEmail('slow');
    expect((await client.post('/api/admin/users', { email, role: 'MEMBER', password: 'first-password' })).status).toBe(
      201,
    );
    const anyone = session(baseUrl);
    expect((await anyone.post('/api/auth/forgot-password', { email }, { headers: fromAddress() })).status).toBe(202);
    const token = linkToken(
      (await inbox.waitFor(email, 'Reset your War Room password'))[0] ?? fail(),
      '/reset-password',
    );
    await sleep(RESET_TTL_MS + 500);
    const late = await anyone.post(
      '/api/auth/reset-password',
      { token, password: 'second-password' },
      { headers: fromAddress() },
    );
    expect(late.status).toBe(410);
    expect(late.body).toEqual({ statusCode: 410, message: RESET_LINK_INVALID });
    await session(baseUrl).login(email, 'first-password');
  });

  it('limits the routes that take a token per address (429 with Retry-After)', async () => {
    const address = fromAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await session(baseUrl).get(`/api/invitations/guess-${i}`, { headers: address });
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const accept = await session(baseUrl).post(
      '/api/invitations/guess/accept',
      { password: 'long-enough-1' },
      { headers: address },
    );
    expect(accept.status).toBe(429);
    const reset = await session(baseUrl).post(
      '/api/auth/reset-password',
      { token: 'guess', password: 'long-enough-1' },
      { headers: address },
    );
    expect(reset.status).toBe(429);
  });
});

function fail(): never {
  throw new Error('an email is missing');
}
