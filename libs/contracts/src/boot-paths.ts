/**
 * What the web app needs of the API before any schema is loaded: the paths of the reads its
 * pages make as they load (the signed-in user; on the public pages the login hint, an
 * application's status and an invitation) and how a path's parameters are filled in. No zod
 * here: the operations that serve these paths read them from this module, and a public page
 * imports this alone, so it evaluates no schema until its form is used (issue 19).
 */
export const ME_PATH = '/api/auth/me';
export const LOGIN_HINT_PATH = '/api/auth/login-hint';
/** The review list; also the prefix of every applications query key in the web app. */
export const APPLICATIONS_PATH = '/api/applications';
export const APPLICATION_STATUS_PATH = '/api/applications/{id}/status';
export const INVITATION_PATH = '/api/invitations/{token}';

/** `/api/documents/{id}` with `{ id }` filled in, each value URI-encoded. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
