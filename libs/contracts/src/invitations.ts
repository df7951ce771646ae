import { z } from 'zod';
import { userSchema } from './auth.js';
import { newPasswordProblem, newPasswordSchema } from './passwords.js';
import { LINK_TOKEN_MAX_LENGTH, LINK_TOKEN_PATTERN } from './link-token.js';
import { roleSchema } from './roles.js';
import { namedValues, valuesOf, type ValueOf } from './named-values.js';

/**
 * PRODUCT.md sections 9 and 10: invitations (an accepted applicant, or anyone an admin
 * invites, becomes a member through a link) and password reset. A link's token carries at
 * least 128 random bits, is kept only as a hash and works once.
 */

export const INVITATION_USED = 'This invitation has already been used';
export const INVITATION_EXPIRED = 'This invitation has expired';
/** A revoked invitation's link (an admin revoked it, or a newer invitation for the email replaced it). */
export const INVITATION_REVOKED = 'This invitation has been revoked';
export const INVITATION_NOT_FOUND = 'No such invitation';
export const ACCOUNT_EXISTS = 'An account with this email already exists';
export const ACTIVE_USER_EXISTS = 'An active user with this email already exists';
export const INACTIVE_USER_EXISTS = 'A deactivated user has this email: reactivate them instead';
export const PENDING_INVITATION_EXISTS = 'This email already has a pending invitation';
export const RESEND_LIMITED = 'This invitation was sent 3 times in the last hour; try again later';
/** How often one invitation may be sent again in an hour (PRODUCT.md section 9). */
export const RESENDS_PER_HOUR = 3;
export const RESET_LINK_INVALID = 'This reset link has expired or has already been used';
export const RESET_NOT_FOUND = 'No such reset link';
export const RESET_REQUESTED =
  'If an active account uses this email, a link to reset its password is on its way. It works for a limited time and once.';

/** What a link carries: base64url text (the server also answers 404 to anything it never issued). */
export const linkTokenSchema = z
  .string()
  .min(1, 'Token is required')
  .max(LINK_TOKEN_MAX_LENGTH, `Token must be at most ${LINK_TOKEN_MAX_LENGTH} characters`)
  .regex(LINK_TOKEN_PATTERN, 'Token must be base64url text');

export const invitationTokenParamsSchema = z.object({ token: linkTokenSchema });

export const InvitationStatus = namedValues('PENDING', 'ACCEPTED', 'EXPIRED', 'REVOKED');
export type InvitationStatus = ValueOf<typeof InvitationStatus>;
export const INVITATION_STATUSES = valuesOf(InvitationStatus);
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

/** The join and reset forms: the password and its confirmation, with change password's messages. */
export const newPasswordFormSchema = z
  .object({
    password: z.string().min(1, 'New password is required'),
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'New passwords do not match' });
      return;
    }
    const problem = newPasswordProblem(value.password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** GET /api/invitations/{token}: what the join page shows. */
export const invitationPreviewSchema = z
  .object({
    email: z.string(),
    name: z.string().nullable(),
    role: roleSchema,
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/{token}/accept. */
export const acceptInvitationBodySchema = z
  .object({
    name: z.string().trim().max(200, 'Name must be at most 200 characters').optional(),
    password: newPasswordSchema,
  })
  .meta({ id: 'AcceptInvitationBody' });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** POST /api/admin/invitations. */
export const createInvitationBodySchema = z
  .object({
    email: z.email('Valid email required').max(320),
    role: roleSchema,
    name: z.string().trim().max(200, 'Name must be at most 200 characters').optional(),
  })
  .meta({ id: 'CreateInvitationBody' });
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** An invitation as admins see it; never its token. */
export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string().nullable(),
    role: roleSchema,
    status: invitationStatusSchema,
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    invitedBy: z.object({ email: z.string() }).nullable(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/** What accepting answers over NATS: the new member and the session the gateway turns into a cookie. */
export const acceptedInvitationSchema = z.object({
  user: userSchema,
  sessionId: z.uuid(),
  expiresAt: z.iso.datetime(),
});

/** POST /api/auth/forgot-password. */
export const forgotPasswordBodySchema = z
  .object({ email: z.email('Valid email required').max(320) })
  .meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The same answer whether or not an account exists: nothing to enumerate. */
export const forgotPasswordReplySchema = z.object({ message: z.string() }).meta({ id: 'ForgotPasswordReply' });

/** POST /api/auth/reset-password. */
export const resetPasswordBodySchema = z
  .object({ token: linkTokenSchema, password: newPasswordSchema })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
