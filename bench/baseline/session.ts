/**
 * The session check of the signed-in paths, the way the product does it: the HS256 JWT
 * signature and expiry (like passport-jwt), then the live session and its user (the query
 * identity.sessions.verify runs).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Role, SessionUser, Theme } from '@warroom/contracts';
import type { Pool } from 'pg';
import { HttpError, iso } from './http.ts';

type SessionRow = {
  u1__id: string;
  u1__name: string | null;
  u1__email: string;
  u1__role: Role;
  u1__theme: Theme;
  u1__active: boolean;
  u1__created_at: Date;
  u1__profile_prompt: boolean;
};

type Claims = { sid?: unknown; sub?: unknown; exp?: unknown };

const isObject = (value: unknown): value is Claims & { alg?: unknown } => typeof value === 'object' && value !== null;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

const decode = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString());

/** The signed-in user; 401 without a valid session, 403 when `roles` does not include theirs. */
export async function signedIn(
  identity: Pool,
  secret: string,
  req: IncomingMessage,
  roles?: readonly Role[],
): Promise<SessionUser> {
  const token = cookieValue(req.headers.cookie, 'warroom_session');
  if (!token) throw new HttpError(401, 'Not signed in');
  const [h, p, s] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(401, 'Not signed in');
  const header = decode(h);
  const payload = decode(p);
  if (!isObject(header) || !isObject(payload)) throw new HttpError(401, 'Not signed in');
  if (header.alg !== 'HS256' || (typeof payload.exp === 'number' && payload.exp && payload.exp * 1000 < Date.now()))
    throw new HttpError(401, 'Not signed in');
  const { rows } = await identity.query<SessionRow>(
    `select "s0".*, "u1"."id" as "u1__id", "u1"."name" as "u1__name", "u1"."email" as "u1__email", "u1"."role" as "u1__role", "u1"."theme" as "u1__theme", "u1"."active" as "u1__active", "u1"."created_at" as "u1__created_at", "u1"."profile_prompt" as "u1__profile_prompt", "u1"."updated_at" as "u1__updated_at" from "sessions" as "s0" inner join "users" as "u1" on "s0"."user_id" = "u1"."id" where "s0"."id" = $1 and "s0"."revoked_at" is null and "s0"."expires_at" > $2 limit $3`,
    [payload.sid, new Date(), 1],
  );
  const row = rows[0];
  if (!row || !row.u1__active || row.u1__id !== payload.sub) throw new HttpError(401, 'Not signed in');
  const user: SessionUser = {
    id: row.u1__id,
    name: row.u1__name ?? null,
    email: row.u1__email,
    role: row.u1__role,
    theme: row.u1__theme,
    active: row.u1__active,
    createdAt: iso(row.u1__created_at),
    completeProfile: row.u1__profile_prompt,
  };
  if (roles && !roles.includes(user.role)) throw new HttpError(403, 'Forbidden');
  return user;
}
