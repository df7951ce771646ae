import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORD_TOO_LONG = 'Password must be at most 1024 characters long';
export const PASSWORD_TOO_COMMON = 'This password is too common';

/**
 * The common and breached passwords a new password may not be (PRODUCT.md section 4), as
 * `installCommonPasswords` was given them. The list is a maintained package of ~50,000
 * entries (`@warroom/contracts/common-passwords` installs it); it is not bundled here, so
 * that every module of the web app that declares an operation does not carry 200 kB of it:
 * the web loads it with the forms that set a password, the servers at boot.
 */
let commonPasswords: ReadonlySet<string> | undefined;

/** Installs the list the new-password rule checks against (lower-cased; idempotent). */
export function installCommonPasswords(passwords: Iterable<string>): void {
  const list = new Set<string>();
  for (const password of passwords) {
    if (password.length >= MIN_PASSWORD_LENGTH) list.add(password.toLowerCase());
  }
  commonPasswords = list;
}

/** How many passwords the rule refuses (0 before the list is installed). */
export function commonPasswordCount(): number {
  return commonPasswords?.size ?? 0;
}

/**
 * Whether `password` is on the list, case ignored. Fails closed: a process that parses a new
 * password without having installed the list throws (a 500 and a log line), rather than
 * quietly accepting 'password1'.
 */
export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    throw new Error('The common-password list is not installed: import "@warroom/contracts/common-passwords" first');
  }
  return commonPasswords.has(password.toLowerCase());
}

/**
 * What is wrong with a new password (change, reset, invitation, an account an admin creates),
 * or undefined: the one rule every form and body shares, with SPEC.md section 5's messages.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return undefined;
}

/** A new password in a request body. */
export const newPasswordSchema = z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
  const problem = newPasswordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
