import { z } from 'zod';

export const Role = { Admin: 'ADMIN', Ceo: 'CEO', Cto: 'CTO', Member: 'MEMBER' } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES = Object.values(Role) as [Role, ...Role[]];
export const roleSchema = z.enum(ROLES);

/** An unknown role is treated as MEMBER (SPEC.md section 6). */
export function normalizeRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : Role.Member;
}

/** Who may review applications, vote, comment, see analytics and write in the portal. */
export const REVIEWER_ROLES: readonly Role[] = [Role.Cto, Role.Ceo, Role.Admin];
export const WRITER_ROLES: readonly Role[] = REVIEWER_ROLES;
export const ADMIN_ROLES: readonly Role[] = [Role.Admin];
export const ALL_ROLES: readonly Role[] = ROLES;

export const Theme = { Light: 'light', Dark: 'dark' } as const;
export type Theme = (typeof Theme)[keyof typeof Theme];
export const themeSchema = z.enum(['light', 'dark']);
