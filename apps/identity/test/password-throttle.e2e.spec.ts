import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, identityOps, passwordResetOps, RESET_REQUESTED } from '@warroom/contracts';
import { randomClientAddress } from '@warroom/testing';
import { identityForTests } from './identity-under-test.js';

/**
 * Password guessing is throttled in the database, so every replica counts the same (PRODUCT.md
 * sections 4 and 10): 5 failures per account and 20 per address in 15 minutes for a login, 5
 * wrong current passwords per account for a change, 3 reset requests per email and 10 per
 * address in an hour. A refusal says when to try again.
 */
describe('identity password throttle', () => {
  const identity = identityForTests();

  /** How a refusal reads here: its code, and for a 429 when to come back. */
  const outcomeOf = (answer: unknown, success: string): string => {
    if (!(answer instanceof DomainError)) return success;
    return answer.code === ErrorCode.TooManyRequests ? `429 after ${answer.details.retryAfterSeconds}` : answer.code;
  };
  const login = async (email: string, password: string, address = randomClientAddress()) =>
    outcomeOf(
      await identity.attempt(identityOps.login, { body: { email, password }, client: { address } }),
      'signed in',
    );

  it('refuses a sixth login after 5 failures for one email, even with the right password, for 15 minutes', async () => {
    const { user, password } = await identity.account();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await login(user.email, 'wrong-password'));
    expect(answers).toEqual(Array(5).fill(ErrorCode.Unauthenticated));
    const blocked = await login(user.email, password);
    expect(blocked).toMatch(/^429 after \d+$/);
    expect(Number(blocked.split(' ')[2])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.split(' ')[2])).toBeLessThanOrEqual(15 * 60);
    const attempts = await identity.sql<{ kind: string; succeeded: boolean }>(
      'select kind, succeeded from login_attempts where email = $1',
      [user.email],
    );
    expect(attempts).toEqual(Array(5).fill({ kind: 'login', succeeded: false }));
  });

  it('forgets the failures of an account at its next success', async () => {
    const { user, password } = await identity.account();
    for (let attempt = 0; attempt < 4; attempt += 1) await login(user.email, 'wrong-password');
    expect(await login(user.email, password)).toBe('signed in');
    for (let attempt = 0; attempt < 4; attempt += 1) await login(user.email, 'wrong-password');
    expect(await login(user.email, password)).toBe('signed in');
  });

  it('refuses every login from an address after 20 failures from it, whatever the email', async () => {
    const { user, password } = await identity.account();
    const address = randomClientAddress();
    const answers = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      answers.push(await login(`guess-${attempt}-${randomUUID()}@test.warroom.dev`, 'wrong-password', address));
    }
    expect(answers).toEqual(Array(20).fill(ErrorCode.Unauthenticated));
    expect(await login(user.email, password, address)).toMatch(/^429 after \d+$/);
    // Another address is not affected.
    expect(await login(user.email, password)).toBe('signed in');
  });

  it('counts wrong current passwords of a change per account, apart from logins', async () => {
    const account = await identity.account();
    const change = async (currentPassword: string) =>
      outcomeOf(
        await identity.attempt(identityOps.changePassword, {
          caller: account.caller,
          body: { currentPassword, newPassword: `new-${randomUUID()}` },
          client: { address: randomClientAddress() },
        }),
        'changed',
      );
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await change('not-my-password'));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(ErrorCode.BadInput));
    expect(answers[5]).toMatch(/^429 after \d+$/);
    expect(await change(account.password)).toMatch(/^429 after \d+$/);
    // Signing in is counted apart, and still works.
    expect(await login(account.user.email, account.password)).toBe('signed in');
  });

  it('takes 3 reset requests per email in an hour, for an unknown email as for a known one, with one answer', async () => {
    const forgot = async (email: string, address = randomClientAddress()) => {
      const answer = await identity.attempt(passwordResetOps.forgot, { body: { email }, client: { address } });
      return answer instanceof DomainError ? answer.code : answer.message;
    };
    const { user } = await identity.account();
    const unknown = `nobody-${randomUUID()}@test.warroom.dev`;
    for (const email of [user.email, unknown]) {
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await forgot(email));
      expect(answers).toEqual([...Array(3).fill(RESET_REQUESTED), ErrorCode.TooManyRequests]);
    }
    // Only the known, active account got resets to mail.
    const resets = await identity.sql<{ n: string }>('select count(*) as n from password_resets where user_id = $1', [
      user.id,
    ]);
    expect(Number(resets[0]?.n)).toBe(3);

    const address = randomClientAddress();
    const byAddress = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      byAddress.push(await forgot(`someone-${randomUUID()}@example.com`, address));
    expect(byAddress).toEqual([...Array(10).fill(RESET_REQUESTED), ErrorCode.TooManyRequests]);
  });
});
