import { setTimeout as sleep } from 'node:timers/promises';
import { JwtService } from '@nestjs/jwt';
import { api, bodyOf, session } from '@warroom/testing';
import { gatewayOps, identityOps } from '@warroom/contracts';
import { adminSession, ADMIN_EMAIL, ADMIN_PASSWORD, createUser, fromAddress, signIn } from './support.js';

describe('auth: login, me, logout', () => {
  it('logs in case-insensitively, answers me in both readings, and sets a safe cookie', async () => {
    const client = session();
    const login = await client.request('/api/auth/login', {
      method: 'POST',
      json: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const { user } = bodyOf(login, identityOps.login.http.reply);
    expect(user).toMatchObject({ email: ADMIN_EMAIL, role: 'ADMIN', name: 'Admin' });
    expect(JSON.stringify(login.body)).not.toMatch(/password|hash|argon/i);

    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('warroom_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP here; Secure over HTTPS (below)

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    const body = bodyOf(me, gatewayOps.me.reply);
    expect(body.role).toBe('ADMIN');
    expect(body.id).toBe(user.id);
    expect(body.user).toMatchObject({
      email: ADMIN_EMAIL,
      role: 'ADMIN',
      theme: expect.stringMatching(/light|dark/),
    });
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const response = await api('/api/auth/login', {
      method: 'POST',
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/Secure/);
  });

  it('issues a new token at every login', async () => {
    const first = session();
    const second = session();
    await first.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    await second.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(first.cookies.get('warroom_session')).not.toEqual(second.cookies.get('warroom_session'));
  });

  it('ends the session on logout: the same cookie replayed gets 401', async () => {
    const admin = await adminSession();
    const member = await signIn(await createUser(admin, 'MEMBER'));
    const token = member.cookies.get('warroom_session') as string;
    const logout = await member.post('/api/auth/logout', {});
    expect(logout.status).toBe(200);
    expect(member.cookies.has('warroom_session')).toBe(false);

    const replay = session();
    replay.setCookie('warroom_session', token);
    const me = await replay.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ statusCode: 401, message: 'Not signed in' });
  });

  it('rejects a forged or garbled cookie with 401', async () => {
    const forged = session();
    forged.setCookie('warroom_session', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect((await forged.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a token once it expires, though the gateway accepted (and remembered) it before', async () => {
    const admin = await adminSession();
    const member = await signIn(await createUser(admin, 'MEMBER'));
    const real = member.cookies.get('warroom_session') as string;
    const { sub, sid } = JSON.parse(Buffer.from(real.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      sid: string;
    };
    const secret = process.env.WARROOM_JWT_SECRET as string;
    const shortLived = new JwtService({ secret }).sign({ sub, sid }, { algorithm: 'HS256', expiresIn: 2 });
    const client = session();
    client.setCookie('warroom_session', shortLived);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);

    const { exp } = JSON.parse(Buffer.from(shortLived.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
    await sleep(Math.max(0, exp * 1000 - Date.now()) + 100);
    const expired = await client.get('/api/auth/me');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ statusCode: 401, message: 'Not signed in' });

    // The same claims under another key are refused though the real token is remembered.
    const other = session();
    other.setCookie('warroom_session', new JwtService({ secret: `${secret}x` }).sign({ sub, sid }, { expiresIn: 60 }));
    expect((await member.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
  });

  it('validates the login body with readable messages', async () => {
    const response = await api('/api/auth/login', { method: 'POST', json: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      errors: expect.arrayContaining([{ path: 'email', message: 'Valid email required' }]),
    });
  });

  // The throttle itself is identity's (apps/identity/test/password-throttle.e2e.spec.ts): here, its 429 over HTTP.
  it('throttles after 5 failures for one email: 429 with Retry-After, even for the right password', async () => {
    const admin = await adminSession();
    const target = await createUser(admin, 'CTO');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await api('/api/auth/login', {
        method: 'POST',
        headers: fromAddress(),
        json: { email: target.email, password: 'wrong-password' },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await api('/api/auth/login', {
      method: 'POST',
      headers: fromAddress(),
      json: { email: target.email, password: target.password },
    });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('shows the default admin hint while the default password is in place', async () => {
    const hint = await api('/api/auth/login-hint');
    expect(hint.status).toBe(200);
    expect(hint.body).toEqual({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  });
});
