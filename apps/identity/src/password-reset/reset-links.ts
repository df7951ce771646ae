import type { EntityManager } from '@mikro-orm/postgresql';
import { PasswordReset } from './password-reset.entity.js';

/**
 * Ends every outstanding reset link of an account (PRODUCT.md section 4): a password change,
 * a reset and a deactivation each make a link mailed before them worthless (410), so that
 * neither a former holder of the password nor one of an old mailbox can set a new one.
 * A reset that is no longer usable is marked used.
 */
export async function endResetLinks(em: EntityManager, userId: string, at: Date): Promise<number> {
  return em.nativeUpdate(PasswordReset, { user: userId, usedAt: null }, { usedAt: at });
}
