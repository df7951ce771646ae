import { type APIRequestContext, type APIResponse, expect, request } from '@playwright/test';
import { applicationOps, identityOps, type ApplicationStatus, type Role } from '@warroom/contracts';
import { bodyOf } from '@warroom/testing';
import type { z } from 'zod';
import { type ApplicationInput, type Credentials, DEFAULT_ADMIN, unique } from './data';

/** The gateway of this run (set by the global setup). */
export function warroomUrl(): string {
  const url = process.env.WARROOM_URL;
  if (!url) throw new Error('WARROOM_URL is not set: run the tests with apps/web/playwright.config.ts');
  return url;
}

/** A reply's JSON read against its schema; one that does not match fails with its status and body. */
export async function replyOf<S extends z.ZodType>(response: APIResponse, schema: S): Promise<z.output<S>> {
  return bodyOf({ status: response.status(), body: await response.json(), text: await response.text() }, schema);
}

/** An API client signed in as `who` (the default admin unless told), cookies kept. */
export async function apiAs(who: Credentials = DEFAULT_ADMIN): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: warroomUrl() });
  const response = await api.post('/api/auth/login', { data: who });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

export type CreatedUser = Credentials & { id: string; name: string; role: Role };

/** POST /api/admin/users as the admin: a new user with a unique email. */
export async function createUser(
  admin: APIRequestContext,
  role: Role,
  name = `${role} ${unique()}`,
): Promise<CreatedUser> {
  const email = `${role.toLowerCase()}-${unique()}@example.com`;
  const password = `pw-${unique()}`;
  const response = await admin.post('/api/admin/users', { data: { name, email, role, password } });
  expect(response.status(), await response.text()).toBe(201);
  const user = await replyOf(response, identityOps.createUser.reply);
  return { id: user.id, email, password, name, role };
}

/** POST /api/applications/submit (public); the new application id. */
export async function submitApplication(api: APIRequestContext, application: ApplicationInput): Promise<string> {
  const response = await api.post('/api/applications/submit', { data: application });
  expect(response.status(), await response.text()).toBe(201);
  return (await replyOf(response, applicationOps.submit.reply)).id;
}

/** PATCH /api/applications/{id}/status as an admin. */
export async function setApplicationStatus(
  admin: APIRequestContext,
  id: string,
  status: ApplicationStatus,
  decisionReason?: string,
): Promise<void> {
  const response = await admin.patch(`/api/applications/${id}/status`, { data: { status, decisionReason } });
  expect(response.status(), await response.text()).toBe(200);
}
