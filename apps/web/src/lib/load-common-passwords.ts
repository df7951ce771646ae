/**
 * The list of common and breached passwords the new-password rule checks (PRODUCT.md section 4,
 * `@warroom/contracts`' `newPasswordSchema`, which throws until the list is installed). It is
 * large, so it loads with the first use of a form that sets a password (change, reset, join,
 * an account an admin creates), never with a page; once.
 */
let installed: Promise<void> | undefined;

export function loadCommonPasswords(): Promise<void> {
  installed ??= import('@warroom/contracts/common-passwords').then(
    () => undefined,
    (error: unknown) => {
      // A failed load (the network) may be tried again with the next use.
      installed = undefined;
      throw error;
    },
  );
  return installed;
}
