import { createHash } from 'node:crypto';
import {
  ACTIVE_USER_EXISTS,
  ErrorCode,
  identityOps,
  INACTIVE_USER_EXISTS,
  INVITATION_EXPIRED,
  INVITATION_REVOKED,
  INVITATION_USED,
  invitationOps,
  PENDING_INVITATION_EXISTS,
  RESEND_LIMITED,
  Role,
} from '@warroom/contracts';
import { randomClientAddress } from '@warroom/testing';
import { ADMIN, identityForTests, uniqueEmail } from './identity-under-test.js';

const INVITED_SUBJECT = 'You are invited to the War Room';

/**
 * Invitations (PRODUCT.md section 9): one live invitation per email, resends limited, an
 * account made for the email closes its invitation, a link works once. Each change with its
 * event; a link's token only in its email and, hashed, in `link_tokens`.
 */
describe('identity invitations', () => {
  const identity = identityForTests();

  const invite = (email: string, role: Role = Role.Member) =>
    identity.call(invitationOps.create, { caller: ADMIN, body: { email, role } });
  /** The token of the `nth` invitation email to this address. */
  const tokenOf = (email: string, nth = 1) => identity.linkIn(email, INVITED_SUBJECT, '/join', nth);
  const linkRefusal = async (token: string) => {
    const { code, message } = await identity.refusal(invitationOps.get, { params: { token } });
    return { code, message };
  };
  const statusOf = async (id: string) =>
    (await identity.sql<{ status: string }>('select status from invitations where id = $1', [id]))[0]?.status;

  it('keeps one live invitation per email: inviting it again is 409 and revokes nothing', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(email);
    expect(first).toMatchObject({ email, role: 'MEMBER', status: 'PENDING', invitedBy: { email: ADMIN.email } });
    const token = await tokenOf(email);
    // The database keeps the token's hash, never the token.
    const hash = createHash('sha256').update(token).digest('hex');
    expect(await identity.sql('select purpose from link_tokens where hash = $1', [hash])).toEqual([
      { purpose: 'invitation' },
    ]);
    expect(await identity.sql('select 1 from link_tokens where hash = $1', [token])).toEqual([]);

    expect(
      await identity.refusal(invitationOps.create, {
        caller: ADMIN,
        body: { email: email.toUpperCase(), role: 'CEO' },
      }),
    ).toMatchObject({
      code: ErrorCode.Conflict,
      message: PENDING_INVITATION_EXISTS,
    });
    expect(await identity.call(invitationOps.get, { params: { token } })).toMatchObject({ email, role: 'MEMBER' });
    expect(await identity.sql('select id, status from invitations where email = $1', [email])).toEqual([
      { id: first.id, status: 'PENDING' },
    ]);
    expect(await identity.eventTypes(`Invitation:${first.id}`)).toEqual(['invitation.created']);
  });

  it('sends one invitation again 3 times an hour, each with a new link, then 429 until the oldest resend is an hour old', async () => {
    const email = uniqueEmail('resent');
    const { id } = await invite(email);
    const first = await tokenOf(email);
    const resend = () => identity.attempt(invitationOps.resend, { caller: ADMIN, params: { id } });
    for (let i = 0; i < 3; i += 1) expect(await resend()).toMatchObject({ id, status: 'PENDING' });
    const limited = await resend();
    expect(limited).toMatchObject({ code: ErrorCode.TooManyRequests, message: RESEND_LIMITED });
    const retryAfter = 'details' in limited ? Number(limited.details.retryAfterSeconds) : 0;
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);

    expect(await identity.eventTypes(`Invitation:${id}`)).toEqual([
      'invitation.created',
      ...Array<string>(3).fill('invitation.resent'),
    ]);
    const resends = await identity.sql<{ n: string }>(
      'select count(*) as n from invitation_resends where invitation_id = $1',
      [id],
    );
    expect(Number(resends[0]?.n)).toBe(3);
    // The first link was superseded by the first resend; the newest one works.
    expect(await linkRefusal(first)).toEqual({ code: ErrorCode.Gone, message: INVITATION_EXPIRED });
    const newest = await tokenOf(email, 4);
    expect(await identity.call(invitationOps.get, { params: { token: newest } })).toMatchObject({ email });
  });

  it('refuses to invite an email with an account, active or deactivated; an account made for it closes its invitation', async () => {
    const account = await identity.account(Role.Cto);
    const inviteAgain = async () =>
      (
        await identity.refusal(invitationOps.create, {
          caller: ADMIN,
          body: { email: account.user.email, role: 'MEMBER' },
        })
      ).message;
    expect(await inviteAgain()).toBe(ACTIVE_USER_EXISTS);
    await identity.call(identityOps.updateUser, {
      caller: ADMIN,
      params: { id: account.user.id },
      body: { active: false },
    });
    expect(await inviteAgain()).toBe(INACTIVE_USER_EXISTS);

    const email = uniqueEmail('raced');
    const invited = await invite(email);
    const token = await tokenOf(email);
    await identity.account(Role.Member, email);
    expect(await statusOf(invited.id)).toBe('REVOKED');
    expect(await linkRefusal(token)).toEqual({ code: ErrorCode.Gone, message: INVITATION_REVOKED });
    const revoked = await identity.sql<{ data: unknown }>(
      "select data from outbox where entity = $1 and type = 'invitation.revoked'",
      [`Invitation:${invited.id}`],
    );
    expect(revoked).toEqual([{ data: { email, reason: 'an account was created for this email' } }]);
  });

  it('accepting makes the account, a session and the events in one go; the link works once', async () => {
    const email = uniqueEmail('joins');
    const invited = await invite(email, Role.Cto);
    const token = await tokenOf(email);
    const accept = () =>
      identity.attempt(invitationOps.accept, {
        params: { token },
        body: { name: '  Fox Mulder ', password: 'long-enough-1' },
        client: { address: randomClientAddress() },
      });
    const joined = await accept();
    if (!('sessionId' in joined)) throw new Error(`not accepted: ${joined.message}`);
    expect(joined.user).toMatchObject({ email, name: 'Fox Mulder', role: 'CTO', active: true });
    // Joined through an invitation: the session offers 'Complete your profile' (PRODUCT.md section 16).
    expect(await identity.call(identityOps.verifySession, { body: { sessionId: joined.sessionId } })).toEqual({
      ...joined.user,
      completeProfile: true,
    });
    expect(await statusOf(invited.id)).toBe('ACCEPTED');
    expect(await identity.eventTypes(`Invitation:${invited.id}`)).toEqual([
      'invitation.created',
      'invitation.accepted',
    ]);
    // Both in the acceptance's transaction, at one instant: in no order between them.
    expect((await identity.eventTypes(`User:${joined.user.id}`)).sort()).toEqual(['auth.login', 'user.created']);

    expect(await accept()).toMatchObject({ code: ErrorCode.Gone, message: INVITATION_USED });
    expect(await linkRefusal(token)).toEqual({ code: ErrorCode.Gone, message: INVITATION_USED });
    expect((await identity.refusal(invitationOps.get, { params: { token: 'never-issued-token' } })).code).toBe(
      ErrorCode.NotFound,
    );
  });
});
