import { bodyOf, session } from '@warroom/testing';
import { errorBodySchema, gatewayOps } from '@warroom/contracts';
import { adminSession, createUser, signIn } from './support.js';

describe('profile: theme and password', () => {
  it('saves the theme and answers it in me', async () => {
    const member = await signIn(await createUser(await adminSession(), 'MEMBER'));
    const dark = await member.post('/api/profile/update-theme', { theme: 'dark' });
    expect(dark.status).toBe(200);
    expect(dark.body).toMatchObject({ success: true, user: { theme: 'dark' } });
    expect(bodyOf(await member.get('/api/auth/me'), gatewayOps.me.reply).user.theme).toBe('dark');

    expect((await member.post('/api/profile/update-theme', { theme: 'blue' })).status).toBe(400);
    expect(bodyOf(await member.get('/api/auth/me'), gatewayOps.me.reply).theme).toBe('dark');
  });

  it('checks the new password length with the product message', async () => {
    const member = await signIn(await createUser(await adminSession(), 'MEMBER'));
    const response = await member.post('/api/profile/change-password', { currentPassword: 'x', newPassword: 'short' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'newPassword: Password must be at least 8 characters long',
      errors: [{ path: 'newPassword', message: 'Password must be at least 8 characters long' }],
    });
  });

  it('refuses a common password, case ignored, with the shared message (PRODUCT.md section 4)', async () => {
    const user = await createUser(await adminSession(), 'MEMBER');
    const member = await signIn(user);
    for (const newPassword of ['password', '12345678', 'Password1', 'ILOVEYOU']) {
      const response = await member.post('/api/profile/change-password', {
        currentPassword: user.password,
        newPassword,
      });
      expect({ newPassword, status: response.status, body: response.body }).toMatchObject({
        newPassword,
        status: 400,
        body: { errors: [{ path: 'newPassword', message: 'This password is too common' }] },
      });
    }
    await expect(signIn(user)).resolves.toBeDefined();
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await createUser(await adminSession(), 'CTO');
    const client = await signIn(user);
    const response = await client.post('/api/profile/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Current password is incorrect',
      errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    await expect(signIn(user)).resolves.toBeDefined();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createUser(await adminSession(), 'CEO');
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const response = await here.post('/api/profile/change-password', {
      currentPassword: user.password,
      newPassword: 'brand-new-password',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true });

    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    await expect(signIn(user)).rejects.toThrow(/401/);
    await expect(signIn({ ...user, password: 'brand-new-password' })).resolves.toBeDefined();
  });

  it('throttles wrong current passwords like logins: 5 in 15 minutes, then 429 even for the right one', async () => {
    const user = await createUser(await adminSession(), 'MEMBER');
    const client = await signIn(user);
    const change = (currentPassword: string) =>
      client.post('/api/profile/change-password', { currentPassword, newPassword: 'a-new-password' });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await change(`wrong-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ statusCode: 400, message: 'Current password is incorrect' });
    }
    const blocked = await change(user.password);
    expect(blocked.status).toBe(429);
    expect(errorBodySchema.strict().parse(blocked.body)).toEqual({
      statusCode: 429,
      message: 'Too many wrong current passwords. Try again later.',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Nothing changed, and signing in is counted apart.
    await expect(signIn(user)).resolves.toBeDefined();
  });

  it('counts parallel wrong current passwords one after another: never more than 5 answered 400', async () => {
    const user = await createUser(await adminSession(), 'CTO');
    const client = await signIn(user);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client.post('/api/profile/change-password', { currentPassword: `guess-${i}`, newPassword: 'a-new-password' }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(7).fill(429)]);
  });

  it('needs a session', async () => {
    expect((await session().post('/api/profile/update-theme', { theme: 'dark' })).status).toBe(401);
  });
});
