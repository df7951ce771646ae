import type { IdentityEnv } from '@warroom/config';

/**
 * Whether the login page may show the default admin's credentials (PRODUCT.md section 1): only
 * while the operator has set no ADMIN_PASSWORD (the built-in default, which anyone can read in
 * the README anyway), and never in production. A password an operator chose is never published.
 * The service also checks that the account still has it.
 */
export function loginHintAllowed(env: Pick<IdentityEnv, 'ADMIN_PASSWORD' | 'NODE_ENV'>): boolean {
  return env.ADMIN_PASSWORD === undefined && env.NODE_ENV !== 'production';
}
