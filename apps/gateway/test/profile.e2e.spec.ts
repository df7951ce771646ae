import { session } from '@warroom/testing';
import type { Me } from '@warroom/contracts';
import { adminSession, createUser, signIn } from './support.js';

describe('profile: theme and password', () => {
  it('saves the theme and answers it in me', async () => {
    const member = await signIn(await createUser(await adminSession(), 'MEMBER'));
    const dark = await member.post('/api/profile/update-theme', { theme: 'dark' });
    expect(dark.status).toBe(200);
    expect(dark.body).toMatchObject({ success: true, user: { theme: 'dark' } });
    expect((await member.get<Me>('/api/auth/me')).body.user.theme).toBe('dark');

    expect((await member.post('/api/profile/update-theme', { theme: 'blue' })).status).toBe(400);
    expect((await member.get<Me>('/api/auth/me')).body.theme).toBe('dark');
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

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await createUser(await adminSession(), 'CTO');
    const client = await signIn(user);
    const response = await client.post('/api/profile/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Current password is incorrect' });
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

  it('needs a session', async () => {
    expect((await session().post('/api/profile/update-theme', { theme: 'dark' })).status).toBe(401);
  });
});
