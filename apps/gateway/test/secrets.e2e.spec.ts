import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, bodyOf, linkToken, MailInbox, session, type ApiResponse } from '@warroom/testing';
import { auditOps, invitationOps } from '@warroom/contracts';
import { adminSession, createUser, fromAddress, signIn, eventually, uniqueEmail } from './support.js';

function logsOfTheStack(): string[] {
  const logDir = process.env.WARROOM_LOG_DIR;
  if (!logDir) throw new Error('WARROOM_LOG_DIR is not set by the test setup');
  return readdirSync(logDir).map((file) => readFileSync(join(logDir, file), 'utf8'));
}

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
      const page = await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(`User:${user.user.id}`)}`);
      const actions = bodyOf(page, auditOps.list.http.reply).map((e) => e.action);
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

    const logs = logsOfTheStack();
    expect(logs.length).toBeGreaterThanOrEqual(5);
    for (const secret of secrets) {
      expect(logs.filter((text) => text.includes(secret))).toEqual([]);
    }
  });

  it('keeps the tokens of invitation and reset links in the emails alone: no answer, audit entry or log line has one', async () => {
    const inbox = new MailInbox();
    const admin = await adminSession();
    const email = uniqueEmail('secret-invitee');
    const invitation = await admin.post('/api/admin/invitations', { email, role: 'CTO' });
    const answers: ApiResponse[] = [invitation];
    const invitationId = bodyOf(invitation, invitationOps.create.reply).id;
    const first = linkToken((await inbox.waitFor(email, 'You are invited to the War Room'))[0] ?? fail(), '/join');
    answers.push(await admin.post(`/api/admin/invitations/${invitationId}/resend`));
    const second = linkToken(
      (await inbox.waitFor(email, 'You are invited to the War Room', { count: 2 }))[1] ?? fail(),
      '/join',
    );
    answers.push(await session().get(`/api/invitations/${first}`));
    answers.push(await session().get(`/api/invitations/${second}`));
    const member = session();
    answers.push(await member.post(`/api/invitations/${second}/accept`, { password: 'secret-member-pw' }));
    answers.push(await member.get('/api/auth/me'));
    answers.push(await member.post('/api/auth/forgot-password', { email }, { headers: fromAddress() }));
    const reset = linkToken(
      (await inbox.waitFor(email, 'Reset your War Room password'))[0] ?? fail(),
      '/reset-password',
    );
    answers.push(await session().post('/api/auth/reset-password', { token: reset, password: 'secret-member-pw-2' }));
    answers.push(await admin.get('/api/admin/invitations?limit=500'));
    answers.push(
      await eventually(async () => {
        const page = await admin.get(
          `/api/admin/audit-logs?entity=${encodeURIComponent(`Invitation:${invitationId}`)}`,
        );
        const actions = bodyOf(page, auditOps.list.http.reply).map((entry) => entry.action);
        return ['invitation.created', 'invitation.resent', 'invitation.accepted'].every((a) => actions.includes(a))
          ? page
          : undefined;
      }),
    );
    answers.push(await admin.get('/api/admin/audit-logs?limit=500'));

    const tokens = [first, second, reset];
    for (const answer of answers) {
      for (const token of tokens) expect(answer.text).not.toContain(token);
    }
    for (const token of tokens) expect(logsOfTheStack().filter((text) => text.includes(token))).toEqual([]);
  });
});

function fail(): never {
  throw new Error('an email is missing');
}
