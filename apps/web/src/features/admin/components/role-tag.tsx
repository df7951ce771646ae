import { normalizeRole, type Role } from '@warroom/contracts';
import { SolidTag } from '../../../shared/theme/solid-tag';
import type { BadgeColor } from '../../../shared/theme/badge-colors';

const ROLE_COLORS: Record<Role, BadgeColor> = { ADMIN: 'red', CEO: 'purple', CTO: 'blue', MEMBER: 'grey' };

export function RoleTag({ role }: { role: string }) {
  const known = normalizeRole(role);
  return <SolidTag color={ROLE_COLORS[known]}>{known}</SolidTag>;
}
