import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, type ApiResponse } from '@warroom/testing';
import type { AuditEntryView } from '@warroom/contracts';
import { adminSession, createUser, fromAddress, signIn, eventually } from './support.js';

describe('no password, hash or token in answers, logs or events', () => {
  it('keeps every secret of a login, a failed login and a password change out of sight', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'CTO', 'Secret Keeper');
    const newPassword = `new-${user.password}`;
    const wrongPassword = `wrong-${user.password}`;

    const answers: ApiResponse[] = [];
    const client = await signIn(user);
    const token = client.cookies.get('warroom_session') as string;
    answers.push(await client.get('/api/auth/me'));
    answers.push(
      await api('/api/auth/login', {
        method: 'POST',
        headers: fromAddress(),
        json: { email: user.email, password: wrongPassword },
      }),
    );
    answers.push(await client.post('/api/profile/change-password', { currentPassword: user.password, newPassword }));
    answers.push(await admin.get('/api/admin/users'));

    const entries = await eventually(async () => {
      const page = await admin.get<AuditEntryView[]>(
        `/api/admin/audit-logs?entity=${encodeURIComponent(`User:${user.user.id}`)}`,
      );
      const actions = page.body.map((e) => e.action);
      return ['user.created', 'auth.login', 'auth.login_failed', 'user.password_changed'].every((a) =>
        actions.includes(a),
      )
        ? page
        : undefined;
    });
    answers.push(entries);

    const secrets = [user.password, newPassword, wrongPassword, token, '$argon2'];
    for (const answer of answers) {
      for (const secret of secrets) expect(answer.text).not.toContain(secret);
      expect(answer.text).not.toMatch(/passwordHash|password_hash/);
    }

    const logDir = process.env.WARROOM_LOG_DIR;
    if (!logDir) throw new Error('WARROOM_LOG_DIR is not set by the test setup');
    const logs = readdirSync(logDir).map((file) => readFileSync(join(logDir, file), 'utf8'));
    expect(logs.length).toBeGreaterThanOrEqual(5);
    for (const secret of secrets) {
      expect(logs.filter((text) => text.includes(secret))).toEqual([]);
    }
  });
});
