/**
 * What an emailed link's token looks like (invitations, password resets): base64url text of
 * at most LINK_TOKEN_MAX_LENGTH characters. Without zod, so a public page can tell a link cut
 * short or mangled before any schema is loaded (issue 19); `linkTokenSchema` is made from it.
 */
export const LINK_TOKEN_MAX_LENGTH = 200;
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Whether `token` can be a link's token at all (the server also answers 404 to anything it never issued). */
export function isLinkToken(token: string): boolean {
  return token.length > 0 && token.length <= LINK_TOKEN_MAX_LENGTH && LINK_TOKEN_PATTERN.test(token);
}
