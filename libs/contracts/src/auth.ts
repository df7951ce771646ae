import { z } from 'zod';
import { newPasswordProblem, newPasswordSchema } from './passwords.js';
import { roleSchema, themeSchema } from './roles.js';

export const loginBodySchema = z
  .object({
    email: z.email('Valid email required').max(320),
    password: z.string().min(1, 'Password is required').max(1024),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const userSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    email: z.string(),
    role: roleSchema,
    theme: themeSchema,
    active: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/me, in both readings of SPEC.md section 3: the fields at the top
 * level (the sidebar reads role, review screens read id) and a nested `user`.
 */
export const meSchema = userSchema
  .extend({
    user: userSchema,
    /**
     * Whether to offer 'Complete your profile' (PRODUCT.md section 16): true from joining through
     * an invitation until the owner's first PATCH /api/profile (an empty one, 'Later', too).
     */
    completeProfile: z.boolean(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** The user a live session belongs to, as identity confirms it to the gateway (which answers `me` from it). */
export const sessionUserSchema = userSchema.extend({ completeProfile: z.boolean() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginReplySchema = z.object({ user: userSchema }).meta({ id: 'LoginReply' });
export type LoginReply = z.infer<typeof loginReplySchema>;

export const loginHintSchema = z.object({ email: z.string(), password: z.string() }).nullable();
export type LoginHint = z.infer<typeof loginHintSchema>;

export const updateThemeBodySchema = z.object({ theme: themeSchema }).meta({ id: 'UpdateThemeBody' });
export type UpdateThemeBody = z.infer<typeof updateThemeBodySchema>;

/**
 * The change-password form. The server receives currentPassword and newPassword;
 * the form adds the confirmation, checked first (SPEC.md section 5).
 */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(1024),
    newPassword: newPasswordSchema,
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(1, 'New password is required'),
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'New passwords do not match' });
      return;
    }
    const problem = newPasswordProblem(value.newPassword);
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const createUserBodySchema = z
  .object({
    name: z.string().trim().max(200).optional(),
    email: z.email('Valid email required').max(320),
    role: roleSchema,
    password: newPasswordSchema,
  })
  .meta({ id: 'CreateUserBody' });
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = z
  .object({ role: roleSchema.optional(), active: z.boolean().optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.active !== undefined, { message: 'Nothing to change: give role or active' })
  .meta({ id: 'UpdateUserBody' });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
