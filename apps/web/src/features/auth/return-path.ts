import { ROUTES } from '../../shared/routes';

/** The query parameter of /login that says where a visitor was going: `/login?next=/okr/…`. */
export const NEXT_PARAM = 'next';

type Place = { pathname: string; search: string; hash: string };

/**
 * /login for a visitor who opened a signed-in page without a session, with that page kept in
 * `next` (its slashes left readable; its own query and hash escaped). /dashboard, where a
 * sign-in goes anyway, is not kept.
 */
export function loginPathFrom({ pathname, search, hash }: Place): string {
  if (pathname === ROUTES.dashboard && !search && !hash) return ROUTES.login;
  const next = encodeURIComponent(`${pathname}${search}${hash}`).replaceAll('%2F', '/');
  return `${ROUTES.login}?${NEXT_PARAM}=${next}`;
}

/**
 * Where to go once signed in: `next` when it is a path of this site, else nothing (then
 * /dashboard, SPEC.md section 2). Only a path that stays on `origin` is taken: never an
 * absolute URL, `//host` or `/\host` (which browsers read as another host), so a link to
 * /login cannot send someone elsewhere after they sign in. /login itself is not a destination.
 */
export function safeNextPath(next: string | null, origin: string): string | undefined {
  if (!next?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.pathname === ROUTES.login) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
