import { APPLICATIONS_PATH, INVITATION_PATH, LOGIN_HINT_PATH, pathOf } from '@warroom/contracts';

/**
 * The keys of the reads the public pages make as they load, from their paths alone
 * (contracts' `boot-paths.ts`): a public page loads no declaration, and so no schema, until a
 * form is used (issue 19). query-keys.ts gives the same keys (queryKeys.auth.loginHint,
 * queryKeys.applications.status, queryKeys.byOperation.one of the invitation).
 */
export const publicQueryKeys = {
  loginHint: () => [LOGIN_HINT_PATH] as const,
  /** Under the review list's prefix, so a decision's invalidation of every applications query reaches it. */
  applicationStatus: (id: string) => [APPLICATIONS_PATH, encodeURIComponent(id), 'status'] as const,
  invitation: (token: string) => [pathOf(INVITATION_PATH, { token })] as const,
};
