import { randomUUID } from 'node:crypto';
import { bodyOf, session, type ApiResponse, type Session } from '@warroom/testing';
import { identityOps, type Role, type User } from '@warroom/contracts';
import { z } from 'zod';

export const ADMIN_EMAIL = 'admin@warroom.local';
export const ADMIN_PASSWORD = 'warroom-admin';

export type TestUser = { user: User; email: string; password: string };

export async function adminSession(): Promise<Session> {
  const admin = session();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  return admin;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.warroom.dev`;
}

/** Creates a user through the admin API and returns its credentials. */
export async function createUser(
  admin: Session,
  role: Role,
  name: string | undefined = 'Test User',
): Promise<TestUser> {
  const email = uniqueEmail(role.toLowerCase());
  const password = `pw-${randomUUID()}`;
  const response = await admin.post('/api/admin/users', { email, password, role, name });
  if (response.status !== 201) throw new Error(`creating a ${role} failed: ${response.status} ${response.text}`);
  // Strict: the answer is the user and nothing else (no password, no hash), as the tests read it.
  return { user: bodyOf(response, identityOps.createUser.reply.strict()), email, password };
}

export async function signIn(user: TestUser): Promise<Session> {
  const client = session();
  await client.login(user.email, user.password);
  return client;
}

/**
 * The portal specs' callers: a writer of `role` and a MEMBER, who may only read. The sessions
 * are there at once, for the file's helpers to close over, and signed in before its tests run
 * (`beforeAll`).
 */
export function writerAndMember(role: Role): { writer: Session; member: Session } {
  const writer = session();
  const member = session();
  beforeAll(async () => {
    const admin = await adminSession();
    const accounts = [await createUser(admin, role), await createUser(admin, 'MEMBER')];
    await Promise.all([writer, member].map((client, i) => client.login(accounts[i]!.email, accounts[i]!.password)));
  });
  return { writer, member };
}

/** POSTs `body` to `path` as `client`; the record must be created (201), and it is the answer, read as `reply`. */
export async function created<S extends z.ZodType>(
  client: Session,
  path: string,
  body: Record<string, unknown>,
  reply: S,
): Promise<z.output<S>> {
  const response = await client.post(path, body);
  expect(response.status).toBe(201);
  return bodyOf(response, reply);
}

/** A client address of its own (the test stack trusts X-Forwarded-For), so throttles do not collide. */
export function fromAddress(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/**
 * Polls until `probe` gives a value: for what arrives asynchronously, such as audit
 * entries (outbox → JetStream → audit service).
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Every item of a list, page by page through its `Link: <…>; rel="next"` headers, each read as
 * `item` (a page is the JSON array of its items), with each page's answer.
 */
export async function readAllPages<S extends z.ZodType>(
  client: Session,
  first: string,
  item: S,
): Promise<{ items: z.output<S>[]; total: number; pages: ApiResponse[] }> {
  const items: z.output<S>[] = [];
  const pages: ApiResponse[] = [];
  let total = -1;
  for (let path: string | undefined = first; path;) {
    const page: ApiResponse = await client.get(path);
    pages.push(page);
    if (page.status !== 200) break;
    total = Number(page.headers.get('x-total-count'));
    items.push(...bodyOf(page, z.array(item)));
    path = /<([^>]+)>;\s*rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
  }
  return { items, total, pages };
}
