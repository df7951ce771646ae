import { ErrorCode, identityOps, passwordResetOps, RESET_LINK_INVALID, Role } from '@warroom/contracts';
import { randomClientAddress } from '@warroom/testing';
import { ADMIN, callerOf, identityForTests, type Account } from './identity-under-test.js';

const RESET_SUBJECT = 'Reset your War Room password';

/**
 * Sessions (PRODUCT.md section 4): the gateway asks identity whether a session is live and who it
 * is for; logout, a password change, a reset and a deactivation end sessions (and reset links)
 * in the database, in the transaction of the change, with its event.
 */
describe('identity sessions', () => {
  const identity = identityForTests();

  const verify = (sessionId: string) => identity.call(identityOps.verifySession, { body: { sessionId } });
  const refusedVerify = async (sessionId: string) =>
    (await identity.refusal(identityOps.verifySession, { body: { sessionId } })).code;
  const sessionsOf = (account: Account) =>
    identity.sql<{ id: string; revoked_reason: string | null }>(
      'select id, revoked_reason from sessions where user_id = $1 order by created_at, id',
      [account.user.id],
    );
  /** Asks for a reset of the account's password (its `nth` so far): the token its email carries. */
  const resetLink = async (account: Account, nth = 1) => {
    await identity.call(passwordResetOps.forgot, {
      body: { email: account.user.email },
      client: { address: randomClientAddress() },
    });
    return identity.linkIn(account.user.email, RESET_SUBJECT, '/reset-password', nth);
  };

  it('verifies a live session as the user is now, and not once logout ended it', async () => {
    const account = await identity.account(Role.Cto);
    const sessionId = await identity.login(account.user.email.toUpperCase(), account.password);
    expect(await verify(sessionId)).toEqual({ ...account.user, completeProfile: false });

    // A role change shows at the next verification: nothing of the user is kept in the session.
    await identity.call(identityOps.updateUser, {
      caller: ADMIN,
      params: { id: account.user.id },
      body: { role: 'CEO' },
    });
    expect((await verify(sessionId)).role).toBe('CEO');

    await identity.call(identityOps.logout, { caller: callerOf(account.user, sessionId) });
    expect(await refusedVerify(sessionId)).toBe(ErrorCode.Unauthenticated);
    expect(await sessionsOf(account)).toEqual([{ id: sessionId, revoked_reason: 'logout' }]);
    // A second logout of the same session ends nothing more and records nothing.
    await identity.call(identityOps.logout, { caller: callerOf(account.user, sessionId) });
    expect(await identity.eventTypes(`User:${account.user.id}`)).toEqual([
      'user.created',
      'auth.login',
      'user.updated',
      'auth.logout',
    ]);
  });

  it('says Invalid credentials alike for an unknown email, a wrong password and a deactivated account', async () => {
    const [account, other] = await Promise.all([identity.account(), identity.account()]);
    const address = randomClientAddress();
    const attempt = (email: string, password: string) =>
      identity.refusal(identityOps.login, { body: { email, password }, client: { address } });
    await identity.call(identityOps.updateUser, {
      caller: ADMIN,
      params: { id: account.user.id },
      body: { active: false },
    });
    const refusals = await Promise.all([
      attempt('nobody-here@test.warroom.dev', 'whatever1'),
      attempt(other.user.email, 'not-the-password'),
      attempt(account.user.email, account.password),
    ]);
    expect(refusals.map(({ code, message }) => ({ code, message }))).toEqual(
      Array(3).fill({ code: ErrorCode.Unauthenticated, message: 'Invalid credentials' }),
    );
    const failed = await identity.sql<{ n: string }>(
      "select count(*) as n from outbox where type = 'auth.login_failed' and data->>'clientAddress' = $1",
      [address],
    );
    expect(Number(failed[0]?.n)).toBe(3);
  });

  it('a password change ends the other sessions and every reset link mailed before it, not the one it came from', async () => {
    const account = await identity.account();
    const token = await resetLink(account);
    const [here, elsewhere] = [
      await identity.login(account.user.email, account.password),
      await identity.login(account.user.email, account.password),
    ];
    await identity.call(identityOps.changePassword, {
      caller: callerOf(account.user, here),
      body: { currentPassword: account.password, newPassword: `changed-${account.password}` },
      client: { address: randomClientAddress() },
    });
    expect((await verify(here)).id).toBe(account.user.id);
    expect(await refusedVerify(elsewhere)).toBe(ErrorCode.Unauthenticated);
    expect(await sessionsOf(account)).toEqual([
      { id: here, revoked_reason: null },
      { id: elsewhere, revoked_reason: 'password_changed' },
    ]);
    const resets = await identity.sql<{ used: boolean }>(
      'select used_at is not null as used from password_resets where user_id = $1',
      [account.user.id],
    );
    expect(resets).toEqual([{ used: true }]);
    expect(
      await identity.refusal(passwordResetOps.reset, {
        body: { token, password: 'attacker-wants-this' },
        client: { address: randomClientAddress() },
      }),
    ).toMatchObject({ code: ErrorCode.Gone, message: RESET_LINK_INVALID });
    const changed = await identity.sql<{ data: { otherSessionsEnded: number } }>(
      "select data from outbox where entity = $1 and type = 'user.password_changed'",
      [`User:${account.user.id}`],
    );
    expect(changed.map((row) => row.data)).toEqual([{ otherSessionsEnded: 1 }]);
  });

  it('a reset ends every session; a deactivation ends every session and reset link at once', async () => {
    const account = await identity.account();
    const before = await identity.login(account.user.email, account.password);
    await identity.call(passwordResetOps.reset, {
      body: { token: await resetLink(account), password: 'brand-new-password' },
      client: { address: randomClientAddress() },
    });
    expect(await refusedVerify(before)).toBe(ErrorCode.Unauthenticated);
    expect(
      await identity.refusal(identityOps.login, {
        body: { email: account.user.email, password: account.password },
        client: { address: randomClientAddress() },
      }),
    ).toMatchObject({ code: ErrorCode.Unauthenticated });

    const after = await identity.login(account.user.email, 'brand-new-password');
    const token = await resetLink(account, 2);
    await identity.call(identityOps.updateUser, {
      caller: ADMIN,
      params: { id: account.user.id },
      body: { active: false },
    });
    expect(await refusedVerify(after)).toBe(ErrorCode.Unauthenticated);
    const live = await identity.sql<{ n: string }>(
      `select (select count(*) from sessions where user_id = $1 and revoked_at is null)
            + (select count(*) from password_resets where user_id = $1 and used_at is null) as n`,
      [account.user.id],
    );
    expect(Number(live[0]?.n)).toBe(0);
    // Reactivated, the account signs in again; the link mailed before the deactivation stays ended.
    await identity.call(identityOps.updateUser, {
      caller: ADMIN,
      params: { id: account.user.id },
      body: { active: true },
    });
    expect(await identity.login(account.user.email, 'brand-new-password')).toEqual(expect.any(String));
    expect(
      (
        await identity.refusal(passwordResetOps.reset, {
          body: { token, password: 'another-one-9' },
          client: { address: randomClientAddress() },
        })
      ).code,
    ).toBe(ErrorCode.Gone);
  });
});
