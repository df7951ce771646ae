import type { Role } from '@warroom/contracts';

export type Caller = 'nobody' | Role;
export const CALLERS: readonly Caller[] = ['nobody', 'MEMBER', 'CTO', 'CEO', 'ADMIN'];

export type MatrixRow = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path as the API reference names it, `{id}` for parameters. */
  route: string;
  /** A concrete path to call; defaults to `route`. */
  path?: string;
  /** A body that passes access but fails validation where possible, so that a row changes nothing. */
  body?: unknown;
  expect: Record<Caller, number>;
};

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Every caller gets `status`. */
export const anyone = (status: number): Record<Caller, number> => ({
  nobody: status,
  MEMBER: status,
  CTO: status,
  CEO: status,
  ADMIN: status,
});

/** Any signed-in role gets `status`; nobody gets 401. */
export const signedInAll = (status: number): Record<Caller, number> => ({ ...anyone(status), nobody: 401 });

/** CTO, CEO and ADMIN get `status`; MEMBER 403; nobody 401. */
export const reviewers = (status: number): Record<Caller, number> => ({ ...signedInAll(status), MEMBER: 403 });

/** Only ADMIN gets `status`. */
export const adminOnly = (status: number): Record<Caller, number> => ({
  nobody: 401,
  MEMBER: 403,
  CTO: 403,
  CEO: 403,
  ADMIN: status,
});
