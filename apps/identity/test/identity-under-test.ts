import { randomUUID } from 'node:crypto';
import { callerSchema, identityOps, Role, type Caller, type User } from '@warroom/contracts';
import { connectedForTests, linkToken, MailInbox, randomClientAddress, ServiceUnderTest } from '@warroom/testing';

/** An account made for a test, with its password. */
export type Account = { user: User; password: string; caller: Caller };

/**
 * The identity service of the shared jest stack without the gateway (`ServiceUnderTest`), with
 * the steps its specs share: accounts, sign-ins and the links its emails carry.
 */
export class IdentityUnderTest extends ServiceUnderTest {
  private readonly inbox = new MailInbox();

  static async connect(): Promise<IdentityUnderTest> {
    const [nc, pool] = await ServiceUnderTest.open('identity');
    return new IdentityUnderTest('identity', nc, pool);
  }

  /** A new active account of `role`, made by an admin. */
  async account(role: Role = Role.Member, email = uniqueEmail(role.toLowerCase())): Promise<Account> {
    const password = `pw-${randomUUID()}`;
    const user = await this.call(identityOps.createUser, {
      caller: ADMIN,
      body: { email, role, password, name: 'Test User' },
    });
    return { user, password, caller: callerOf(user) };
  }

  /** Signs in from `address` (a new one unless told): the session's id. */
  async login(email: string, password: string, address = randomClientAddress()): Promise<string> {
    return (await this.call(identityOps.login, { body: { email, password }, client: { address } })).sessionId;
  }

  /** The token of the link to `path` in the `nth` email to `address` with this subject (waiting for it). */
  async linkIn(address: string, subject: string, path: '/join' | '/reset-password', nth = 1): Promise<string> {
    const email = (await this.inbox.waitFor(address, subject, { count: nth }))[nth - 1];
    if (!email) throw new Error(`no email '${subject}' to ${address}`);
    return linkToken(email, path);
  }

  /** The types of the events about `entity` (`User:<id>`, `Invitation:<id>`) in the outbox, oldest first. */
  async eventTypes(entity: string): Promise<string[]> {
    return (await this.events(entity)).map((event) => event.type);
  }
}

export const uniqueEmail = (prefix: string): string => `${prefix}-${randomUUID()}@test.warroom.dev`;

/** The caller the gateway sends for a signed-in user (the session is made up unless given). */
export function callerOf(user: Pick<User, 'id' | 'email' | 'name' | 'role'>, sessionId: string = randomUUID()): Caller {
  return callerSchema.parse({ id: user.id, email: user.email, name: user.name, role: user.role, sessionId });
}

export const ADMIN: Caller = {
  id: randomUUID(),
  email: 'test-admin@test.warroom.dev',
  name: 'Test Admin',
  role: Role.Admin,
  sessionId: randomUUID(),
};

/** Identity for the tests of a describe block: connected before them, closed after. */
export const identityForTests = (): IdentityUnderTest => connectedForTests(IdentityUnderTest.connect);
