import { normalizeRole, WRITER_ROLES } from '@warroom/contracts';
import { useMe } from './use-me';

/**
 * Whether the signed-in user may create, edit and delete in the portal (CTO, CEO, ADMIN;
 * PRODUCT.md section 3). False while the user is loading and for a MEMBER.
 */
export function useCanWrite(): boolean {
  const { data: me } = useMe();
  return me ? WRITER_ROLES.includes(normalizeRole(me.role)) : false;
}
