import { api, bodyOf, session } from '@warroom/testing';
import { errorBodySchema, gatewayOps, identityOps, userSchema } from '@warroom/contracts';
import { adminSession, createUser, fromAddress, readAllPages, signIn, uniqueEmail } from './support.js';

describe('admin: users and roles', () => {
  it('creates a user who can then sign in, and lists users newest first', async () => {
    const admin = await adminSession();
    const created = await createUser(admin, 'CTO', 'Grace Hopper');
    expect(created.user).toMatchObject({ name: 'Grace Hopper', role: 'CTO', active: true, theme: 'light' });
    expect(JSON.stringify(created.user)).not.toMatch(/password|hash/i);

    const list = await readAllPages(admin, '/api/admin/users?limit=500', userSchema);
    expect(list.pages.every((page) => page.status === 200)).toBe(true);
    expect(list.items).toHaveLength(list.total);
    const newest = list.items.findIndex((u) => u.id === created.user.id);
    expect(newest).toBeGreaterThanOrEqual(0);
    expect(newest).toBeLessThan(list.items.findIndex((u) => u.email === 'admin@warroom.local'));
    const client = await signIn(created);
    expect(bodyOf(await client.get('/api/auth/me'), gatewayOps.me.reply).role).toBe('CTO');
  });

  it('refuses a second user with the same email, whatever its case (409)', async () => {
    const admin = await adminSession();
    const email = uniqueEmail('dup');
    expect((await admin.post('/api/admin/users', { email, role: 'MEMBER', password: 'password-1' })).status).toBe(201);
    const again = await admin.post('/api/admin/users', {
      email: email.toUpperCase(),
      role: 'CEO',
      password: 'password-2',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, message: 'A user with this email already exists' });
  });

  it('validates the new user', async () => {
    const admin = await adminSession();
    const response = await admin.post('/api/admin/users', { email: 'nope', role: 'KING', password: 'short' });
    expect(response.status).toBe(400);
    const paths = (bodyOf(response, errorBodySchema).errors ?? []).map((e) => e.path).sort();
    expect(paths).toEqual(['email', 'password', 'role']);
    const common = await admin.post('/api/admin/users', {
      email: uniqueEmail('common'),
      role: 'MEMBER',
      password: 'qwerty123',
    });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ errors: [{ path: 'password', message: 'This password is too common' }] });
  });

  it('applies a role change on the next request', async () => {
    const admin = await adminSession();
    const member = await createUser(admin, 'MEMBER');
    const client = await signIn(member);
    expect((await client.get('/api/admin/users')).status).toBe(403);

    const promoted = await admin.patch(`/api/admin/users/${member.user.id}`, { role: 'ADMIN' });
    expect(promoted.status).toBe(200);
    expect(bodyOf(promoted, identityOps.updateUser.reply).role).toBe('ADMIN');
    expect((await client.get('/api/admin/users')).status).toBe(200);

    await admin.patch(`/api/admin/users/${member.user.id}`, { role: 'MEMBER' });
    expect((await client.get('/api/admin/users')).status).toBe(403);
  });

  it('deactivation ends every session at once and blocks login with the usual message', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'CEO');
    const first = await signIn(user);
    const second = await signIn(user);
    const response = await admin.patch(`/api/admin/users/${user.user.id}`, { active: false });
    expect(bodyOf(response, identityOps.updateUser.reply).active).toBe(false);
    expect((await first.get('/api/auth/me')).status).toBe(401);
    expect((await second.get('/api/auth/me')).status).toBe(401);
    const login = await api('/api/auth/login', {
      method: 'POST',
      headers: fromAddress(),
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ statusCode: 401, message: 'Invalid credentials' });

    await admin.patch(`/api/admin/users/${user.user.id}`, { active: true });
    await expect(signIn(user)).resolves.toBeDefined();
  });

  it('answers 404 for an unknown user, 400 for a malformed id and 400 for an empty change', async () => {
    const admin = await adminSession();
    expect((await admin.patch('/api/admin/users/00000000-0000-4000-8000-000000000000', { role: 'CTO' })).status).toBe(
      404,
    );
    expect((await admin.patch('/api/admin/users/not-a-uuid', { role: 'CTO' })).status).toBe(400);
    const me = bodyOf(await admin.get('/api/auth/me'), gatewayOps.me.reply);
    expect((await admin.patch(`/api/admin/users/${me.id}`, {})).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await session().get('/api/admin/users')).status).toBe(401);
  });
});
