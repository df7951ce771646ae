import {
  INVITATION_EXPIRED,
  INVITATION_REVOKED,
  INVITATION_USED,
  gatewayOps,
  invitationOps,
  invitationSchema,
} from '@warroom/contracts';
import { applicationBody, bodyOf, linkToken, MailInbox, session } from '@warroom/testing';
import { z } from 'zod';
import { submitApplication } from './applications-support.js';
import { adminSession, createUser, fromAddress, uniqueEmail } from './support.js';

const inbox = new MailInbox();
/** What the test stack's emails' links start with: its gateway. */
const PUBLIC_URL = process.env.WARROOM_URL ?? '';

/** Invites `email`; the invitation as it came (loose: what it must not carry stays to be seen). */
async function invite(email: string, role = 'CTO', name?: string) {
  const admin = await adminSession();
  const response = await admin.post('/api/admin/invitations', { email, role, name });
  expect(response.status).toBe(201);
  return bodyOf(response, invitationOps.create.reply.loose());
}

const roleOfLink = async (token: string) =>
  bodyOf(await session().get(`/api/invitations/${token}`), invitationOps.get.reply).role;

/** The token of the newest invitation email to this address. */
async function invitationToken(email: string, count = 1): Promise<string> {
  const emails = await inbox.waitFor(email, 'You are invited to the War Room', { count });
  const newest = emails[emails.length - 1];
  if (!newest) throw new Error('no invitation email');
  return linkToken(newest, '/join');
}

describe('PRODUCT.md section 9: invitations', () => {
  it('an accepted application invites its applicant as MEMBER, by email, and the link makes a signed-in member', async () => {
    const body = applicationBody();
    const id = await submitApplication(body);
    const received = await inbox.waitFor(body.applicantEmail, 'We received your application');
    expect(received[0]?.text).toContain(id);
    expect(received[0]?.text).toContain(`${PUBLIC_URL}/application-status?id=${id}`);
    expect(received[0]?.html).toContain(`${PUBLIC_URL}/application-status?id=${id}`);

    const admin = await adminSession();
    const decided = await admin.patch(`/api/applications/${id}/status`, {
      status: 'ACCEPTED',
      decisionReason: 'A strong operator with a clear plan',
    });
    expect(decided.status).toBe(200);
    const [welcome] = await inbox.waitFor(body.applicantEmail, 'Welcome to the War Room');
    if (!welcome) throw new Error('no welcome email');
    expect(welcome.text).toContain('A strong operator with a clear plan');
    const token = linkToken(welcome, '/join');
    expect(welcome.text).toContain(`${PUBLIC_URL}/join?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(22);

    const preview = await session().get(`/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      email: body.applicantEmail.toLowerCase(),
      name: body.applicantName,
      role: 'MEMBER',
      expiresAt: expect.any(String),
    });

    const member = session();
    const accepted = await member.post(`/api/invitations/${token}/accept`, { password: 'member-password-1' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ email: body.applicantEmail.toLowerCase(), role: 'MEMBER', active: true });
    expect(accepted.text).not.toContain(token);
    const me = await member.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(bodyOf(me, gatewayOps.me.reply).role).toBe('MEMBER');

    // The link works once.
    const again = await session().get(`/api/invitations/${token}`);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ statusCode: 410, message: INVITATION_USED });
    const twice = await session().post(`/api/invitations/${token}/accept`, { password: 'member-password-2' });
    expect(twice.status).toBe(410);

    const list = await admin.get('/api/admin/invitations?limit=500');
    const row = bodyOf(list, z.array(invitationSchema)).find(
      (invitation) => invitation.email === body.applicantEmail.toLowerCase(),
    );
    expect(row).toMatchObject({ status: 'ACCEPTED', role: 'MEMBER', invitedBy: { email: 'admin@warroom.local' } });
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('an accepted applicant who already has an active account is told to sign in, not invited', async () => {
    const admin = await adminSession();
    const existing = await createUser(admin, 'MEMBER');
    const id = await submitApplication(applicationBody({ applicantEmail: existing.email }));
    expect((await admin.patch(`/api/applications/${id}/status`, { status: 'ACCEPTED' })).status).toBe(200);
    const [welcome] = await inbox.waitFor(existing.email, 'Welcome to the War Room');
    expect(welcome?.text).toContain(`${PUBLIC_URL}/login`);
    expect(welcome?.text).not.toContain('/join?token=');
  });

  it.each([
    ['REJECTED', 'Your War Room application'],
    ['WAITLISTED', 'You are on the War Room waitlist'],
  ])('%s sends its email with the reason', async (status, subject) => {
    const body = applicationBody();
    const id = await submitApplication(body);
    const admin = await adminSession();
    expect(
      (await admin.patch(`/api/applications/${id}/status`, { status, decisionReason: `Reason ${id}` })).status,
    ).toBe(200);
    const [email] = await inbox.waitFor(body.applicantEmail, subject);
    expect(email?.text).toContain(`Reason ${id}`);
    expect(email?.html).toContain(`Reason ${id}`);
  });

  it('an admin invites with a role; resend makes the old link 410 and a new one work; revoke makes it 410', async () => {
    const email = uniqueEmail('invitee');
    const created = await invite(email, 'CTO', 'Dana Scully');
    expect(created).toMatchObject({ email, role: 'CTO', name: 'Dana Scully', status: 'PENDING' });
    expect(JSON.stringify(created)).not.toMatch(/token/i);
    const first = await invitationToken(email);
    expect(await roleOfLink(first)).toBe('CTO');

    const admin = await adminSession();
    const resent = await admin.post(`/api/admin/invitations/${created.id}/resend`);
    expect(resent.status).toBe(200);
    expect(bodyOf(resent, invitationOps.resend.reply).status).toBe('PENDING');
    const old = await session().get(`/api/invitations/${first}`);
    expect(old.status).toBe(410);
    expect(old.body).toEqual({ statusCode: 410, message: INVITATION_EXPIRED });
    const second = await invitationToken(email, 2);
    expect(second).not.toBe(first);
    expect((await session().get(`/api/invitations/${second}`)).status).toBe(200);

    const revoked = await admin.delete(`/api/admin/invitations/${created.id}`);
    expect(revoked.status).toBe(200);
    expect(bodyOf(revoked, invitationOps.revoke.reply).status).toBe('REVOKED');
    const revokedLink = await session().get(`/api/invitations/${second}`);
    expect(revokedLink.status).toBe(410);
    expect(revokedLink.body).toEqual({ statusCode: 410, message: INVITATION_REVOKED });
    expect((await session().post(`/api/invitations/${second}/accept`, { password: 'long-enough-1' })).status).toBe(410);
    // Revoked stays revoked; resending it is a conflict.
    expect((await admin.post(`/api/admin/invitations/${created.id}/resend`)).status).toBe(409);
  });

  it('an accepted applicant whose email has a pending invitation gets that one again, in the welcome email', async () => {
    const body = applicationBody();
    const id = await submitApplication(body);
    const admin = await adminSession();
    const invited = await invite(body.applicantEmail, 'MEMBER');
    const adminLink = await invitationToken(body.applicantEmail);
    expect((await admin.patch(`/api/applications/${id}/status`, { status: 'ACCEPTED' })).status).toBe(200);
    const [welcome] = await inbox.waitFor(body.applicantEmail, 'Welcome to the War Room');
    if (!welcome) throw new Error('no welcome email');
    const welcomeLink = linkToken(welcome, '/join');
    expect((await session().get(`/api/invitations/${adminLink}`)).status).toBe(410);
    expect((await session().get(`/api/invitations/${welcomeLink}`)).status).toBe(200);
    const list = bodyOf(await admin.get('/api/admin/invitations?limit=500'), z.array(invitationSchema));
    expect(list.filter((row) => row.email === body.applicantEmail.toLowerCase()).map((row) => row.id)).toEqual([
      invited.id,
    ]);
  });

  it('takes the name given when joining, and the password rules of change password', async () => {
    const email = uniqueEmail('named');
    await invite(email, 'MEMBER');
    const token = await invitationToken(email);
    const short = await session().post(`/api/invitations/${token}/accept`, { password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      errors: [{ path: 'password', message: 'Password must be at least 8 characters long' }],
    });
    const joined = await session().post(`/api/invitations/${token}/accept`, {
      name: '  Fox Mulder ',
      password: 'long-enough-1',
    });
    expect(joined.status).toBe(201);
    expect(bodyOf(joined, invitationOps.accept.http.reply).name).toBe('Fox Mulder');
  });

  it('answers 404 to a token never issued, and two accepts at once make one account', async () => {
    expect((await session().get('/api/invitations/never-issued-token')).status).toBe(404);
    const email = uniqueEmail('race');
    await invite(email, 'MEMBER');
    const token = await invitationToken(email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        session().post(`/api/invitations/${token}/accept`, { password: 'long-enough-1' }, { headers: fromAddress() }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410, 410, 410, 410]);
  });
});
