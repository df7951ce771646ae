import { RESET_LINK_INVALID, RESET_REQUESTED } from '@warroom/contracts';
import { linkToken, MailInbox, session } from '@warroom/testing';
import { adminSession, createUser, fromAddress, signIn } from './support.js';

const inbox = new MailInbox();
const SUBJECT = 'Reset your War Room password';

describe('PRODUCT.md section 10: password reset', () => {
  it('answers 202 with the same body whether or not an active account has the email', async () => {
    const admin = await adminSession();
    const active = await createUser(admin, 'MEMBER');
    const inactive = await createUser(admin, 'MEMBER');
    expect((await admin.patch(`/api/admin/users/${inactive.user.id}`, { active: false })).status).toBe(200);
    const answers = await Promise.all(
      [active.email, inactive.email, 'nobody-at-all@example.com'].map((email) =>
        session().post('/api/auth/forgot-password', { email }, { headers: fromAddress() }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: RESET_REQUESTED });
    }
    await inbox.waitFor(active.email, SUBJECT);
    // Only the active account gets an email; the others get nothing, even later.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await inbox.to(inactive.email)).toEqual([]);
    expect(await inbox.to('nobody-at-all@example.com')).toEqual([]);
  });

  it('resets with the emailed link: the old password fails, the new one works, every session ends, the link works once', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'CTO');
    const [first, second] = [await signIn(user), await signIn(user)];
    expect(
      (
        await session().post(
          '/api/auth/forgot-password',
          { email: user.email.toUpperCase() },
          { headers: fromAddress() },
        )
      ).status,
    ).toBe(202);
    const [email] = await inbox.waitFor(user.email, SUBJECT);
    if (!email) throw new Error('no reset email');
    const token = linkToken(email, '/reset-password');
    expect(email.text).toContain(`${process.env.WARROOM_URL ?? ''}/reset-password?token=${token}`);

    const mismatch = await session().post('/api/auth/reset-password', { token, password: 'short' });
    expect(mismatch.status).toBe(400);
    const reset = await session().post('/api/auth/reset-password', { token, password: 'brand-new-password' });
    expect(reset.status).toBe(204);
    expect(reset.text).toBe('');

    for (const client of [first, second]) expect((await client.get('/api/auth/me')).status).toBe(401);
    const old = await session().post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { headers: fromAddress() },
    );
    expect(old.status).toBe(401);
    const fresh = session();
    await fresh.login(user.email, 'brand-new-password');
    expect((await fresh.get('/api/auth/me')).status).toBe(200);

    const again = await session().post('/api/auth/reset-password', { token, password: 'another-password' });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ statusCode: 410, message: RESET_LINK_INVALID });
    expect(
      (await session().post('/api/auth/reset-password', { token: 'never-issued', password: 'long-enough-1' })).status,
    ).toBe(404);
  });

  it('limits requests to 3 per email and 10 per address in an hour (429 with Retry-After)', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'MEMBER');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await session().post('/api/auth/forgot-password', { email: user.email }, { headers: fromAddress() })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);

    const address = fromAddress();
    const byAddress: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await session().post(
        '/api/auth/forgot-password',
        { email: `someone-${i}-${Date.now()}@example.com` },
        { headers: address },
      );
      byAddress.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(answer.body).toMatchObject({ statusCode: 429 });
      }
    }
    expect(byAddress).toEqual([...Array<number>(10).fill(202), 429]);
  });

  /** Asks for a reset of `email` and gives the token its email carries. */
  async function resetLinkOf(email: string): Promise<string> {
    expect((await session().post('/api/auth/forgot-password', { email }, { headers: fromAddress() })).status).toBe(202);
    const [mail] = await inbox.waitFor(email, SUBJECT);
    if (!mail) throw new Error('no reset email');
    return linkToken(mail, '/reset-password');
  }

  it('a password change ends every reset link mailed before it (410): a former holder cannot set a new one', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'MEMBER');
    const token = await resetLinkOf(user.email);
    const owner = await signIn(user);
    const changed = await owner.post('/api/profile/change-password', {
      currentPassword: user.password,
      newPassword: 'owner-chose-this-one',
    });
    expect(changed.status).toBe(200);
    const reset = await session().post('/api/auth/reset-password', { token, password: 'attacker-wants-this' });
    expect(reset.status).toBe(410);
    expect(reset.body).toEqual({ statusCode: 410, message: RESET_LINK_INVALID });
    expect(reset.headers.getSetCookie()).toEqual([]);
    const fresh = session();
    await fresh.login(user.email, 'owner-chose-this-one');
  });

  it('a deactivation ends every reset link: reactivating the account within the hour does not bring one back', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'MEMBER');
    const token = await resetLinkOf(user.email);
    expect((await admin.patch(`/api/admin/users/${user.user.id}`, { active: false })).status).toBe(200);
    expect((await admin.patch(`/api/admin/users/${user.user.id}`, { active: true })).status).toBe(200);
    const reset = await session().post('/api/auth/reset-password', { token, password: 'attacker-wants-this' });
    expect(reset.status).toBe(410);
    const fresh = session();
    await fresh.login(user.email, user.password);
  });

  it('a reset to a common password is 400 "This password is too common" and leaves the link usable', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'MEMBER');
    const token = await resetLinkOf(user.email);
    for (const password of ['password', '12345678', 'Password1', 'qwertyuiop']) {
      const refused = await session().post('/api/auth/reset-password', { token, password });
      expect({ password, status: refused.status, body: refused.body }).toMatchObject({
        password,
        status: 400,
        body: { errors: [{ path: 'password', message: 'This password is too common' }] },
      });
    }
    expect((await session().post('/api/auth/reset-password', { token, password: 'a-rare-long-phrase' })).status).toBe(
      204,
    );
  });
});
