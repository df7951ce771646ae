import { randomUUID } from 'node:crypto';
import { session, type ApiResponse, type Session } from '@warroom/testing';
import type { Role, User } from '@warroom/contracts';

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
  const response = await admin.post<User>('/api/admin/users', { email, password, role, name });
  if (response.status !== 201) throw new Error(`creating a ${role} failed: ${response.status} ${response.text}`);
  return { user: response.body, email, password };
}

export async function signIn(user: TestUser): Promise<Session> {
  const client = session();
  await client.login(user.email, user.password);
  return client;
}

/** The portal specs' callers: a writer of `role` (its account and its session) and a MEMBER, who may only read. */
export async function writerAndMember(role: Role): Promise<{ account: TestUser; writer: Session; member: Session }> {
  const admin = await adminSession();
  const account = await createUser(admin, role);
  const writer = await signIn(account);
  return { account, writer, member: await signIn(await createUser(admin, 'MEMBER')) };
}

/** POSTs `body` to `path` as `client`; the record must be created (201), and it is the answer. */
export async function created<T>(client: Session, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await client.post<T>(path, body);
  expect(response.status).toBe(201);
  return response.body;
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

/** Every item of a list, page by page through its `Link: <…>; rel="next"` headers, with each page's answer. */
export async function readAllPages<T>(
  client: Session,
  first: string,
): Promise<{ items: T[]; total: number; pages: ApiResponse<T[]>[] }> {
  const items: T[] = [];
  const pages: ApiResponse<T[]>[] = [];
  let total = -1;
  for (let path: string | undefined = first; path;) {
    const page: ApiResponse<T[]> = await client.get<T[]>(path);
    pages.push(page);
    if (page.status !== 200) break;
    total = Number(page.headers.get('x-total-count'));
    items.push(...page.body);
    path = /<([^>]+)>;\s*rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
  }
  return { items, total, pages };
}
