import { z } from 'zod';
import { userSchema } from './auth.js';
import {
  acceptedInvitationSchema,
  acceptInvitationBodySchema,
  createInvitationBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordReplySchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  resetPasswordBodySchema,
} from './invitations.js';
import { INVITATION_PATH } from './boot-paths.js';
import { defineOperation, PUBLIC, signedIn } from './operation.js';
import { pageQuerySchema, pageSchema } from './paging.js';
import { uuidParamsSchema } from './path-params.js';
import { ADMIN_ROLES } from './roles.js';

const admins = signedIn(ADMIN_ROLES);
const gone = {
  410: "The invitation was used ('This invitation has already been used'), revoked or replaced by a newer invitation ('This invitation has been revoked'), or expired or sent again ('This invitation has expired')",
};

/** PRODUCT.md section 9: invitations, answered by the identity service. */
export const invitationOps = {
  get: defineOperation({
    id: 'getInvitation',
    service: 'identity',
    subject: 'identity.invitations.get',
    params: invitationTokenParamsSchema,
    reply: invitationPreviewSchema,
    delivery: 'read',
    http: {
      method: 'GET',
      path: INVITATION_PATH,
      access: PUBLIC,
      rateLimit: 'token',
      errors: gone,
      summary: 'What an invitation link is for: the email, name and role it makes an account with',
      tags: ['invitations'],
    },
  }),
  accept: defineOperation({
    id: 'acceptInvitation',
    service: 'identity',
    subject: 'identity.invitations.accept',
    params: invitationTokenParamsSchema,
    body: acceptInvitationBodySchema,
    client: true,
    reply: acceptedInvitationSchema,
    delivery: 'once',
    http: {
      method: 'POST',
      path: '/api/invitations/{token}/accept',
      access: PUBLIC,
      status: 201,
      custom: true,
      reply: userSchema,
      rateLimit: 'token',
      errors: { ...gone, 409: 'An account with this email already exists' },
      summary: 'Make the account the invitation is for, with this password, and sign in (sets the session cookie)',
      tags: ['invitations'],
    },
  }),
  create: defineOperation({
    id: 'createInvitation',
    service: 'identity',
    subject: 'identity.invitations.create',
    body: createInvitationBodySchema,
    reply: invitationSchema,
    delivery: 'write',
    http: {
      method: 'POST',
      path: '/api/admin/invitations',
      access: admins,
      status: 201,
      errors: { 409: 'An active user with this email already exists' },
      summary:
        'Invite someone with a role; the email with the link goes out (an earlier live invitation stops working)',
      tags: ['admin'],
    },
  }),
  list: defineOperation({
    id: 'listInvitations',
    service: 'identity',
    subject: 'identity.invitations.list',
    query: pageQuerySchema,
    reply: pageSchema(invitationSchema),
    delivery: 'read',
    http: {
      method: 'GET',
      path: '/api/admin/invitations',
      access: admins,
      paged: true,
      summary: 'Invitations, newest first, a page at a time',
      tags: ['admin'],
    },
  }),
  resend: defineOperation({
    id: 'resendInvitation',
    service: 'identity',
    subject: 'identity.invitations.resend',
    params: uuidParamsSchema,
    reply: invitationSchema,
    delivery: 'write',
    http: {
      method: 'POST',
      path: '/api/admin/invitations/{id}/resend',
      access: admins,
      errors: { 409: 'The invitation was accepted or revoked' },
      summary: 'A new link and email, valid for the full time again; the old link stops working',
      tags: ['admin'],
    },
  }),
  revoke: defineOperation({
    id: 'revokeInvitation',
    service: 'identity',
    subject: 'identity.invitations.revoke',
    params: uuidParamsSchema,
    reply: invitationSchema,
    delivery: 'write',
    http: {
      method: 'DELETE',
      path: '/api/admin/invitations/{id}',
      access: admins,
      errors: { 409: 'The invitation was already accepted' },
      summary: 'Revoke an invitation: its link answers 410',
      tags: ['admin'],
    },
  }),
};

/** PRODUCT.md section 10: password reset by email. */
export const passwordResetOps = {
  forgot: defineOperation({
    id: 'forgotPassword',
    service: 'identity',
    subject: 'identity.password-reset.request',
    body: forgotPasswordBodySchema,
    client: true,
    reply: forgotPasswordReplySchema,
    delivery: 'once',
    http: {
      method: 'POST',
      path: '/api/auth/forgot-password',
      access: PUBLIC,
      status: 202,
      errors: { 429: 'More than 3 requests for one email or 10 from one address in an hour' },
      summary: 'Ask for a password reset link; the same answer whether or not an account exists',
      tags: ['auth'],
    },
  }),
  reset: defineOperation({
    id: 'resetPassword',
    service: 'identity',
    subject: 'identity.password-reset.reset',
    body: resetPasswordBodySchema,
    client: true,
    reply: z.null(),
    delivery: 'once',
    http: {
      method: 'POST',
      path: '/api/auth/reset-password',
      access: PUBLIC,
      status: 204,
      rateLimit: 'token',
      errors: { 404: 'No such reset link', 410: 'This reset link has expired or has already been used' },
      summary: "Set a new password with a reset link's token; ends every session of that user",
      tags: ['auth'],
    },
  }),
};
