import { z } from 'zod';
import {
  changePasswordBodySchema,
  createUserBodySchema,
  loginBodySchema,
  loginHintSchema,
  loginReplySchema,
  updateThemeBodySchema,
  updateUserBodySchema,
  sessionUserSchema,
  userSchema,
} from './auth.js';
import { LOGIN_HINT_PATH } from './boot-paths.js';
import { loginResultSchema } from './identity-messages.js';
import { defineOperation, PUBLIC, signedIn } from './operation.js';
import { pageQuerySchema, pageSchema } from './paging.js';
import { uuidParamsSchema } from './path-params.js';
import { ADMIN_ROLES, ALL_ROLES } from './roles.js';

const everyone = signedIn(ALL_ROLES);
const admins = signedIn(ADMIN_ROLES);
const success = z.object({ success: z.literal(true) });

/** The identity service's operations: sessions, the profile, users. */
export const identityOps = {
  login: defineOperation({
    id: 'login',
    service: 'identity',
    subject: 'identity.auth.login',
    body: loginBodySchema,
    client: true,
    reply: loginResultSchema,
    delivery: 'once',
    http: {
      method: 'POST',
      path: '/api/auth/login',
      access: PUBLIC,
      custom: true,
      reply: loginReplySchema,
      summary: 'Sign in with email and password; sets the session cookie',
      tags: ['auth'],
    },
  }),
  logout: defineOperation({
    id: 'logout',
    service: 'identity',
    subject: 'identity.auth.logout',
    reply: success,
    delivery: 'once',
    http: {
      method: 'POST',
      path: '/api/auth/logout',
      access: everyone,
      custom: true,
      summary: 'End the session',
      tags: ['auth'],
    },
  }),
  loginHint: defineOperation({
    id: 'getLoginHint',
    service: 'identity',
    subject: 'identity.auth.login-hint',
    reply: loginHintSchema,
    delivery: 'read',
    http: {
      method: 'GET',
      path: LOGIN_HINT_PATH,
      access: PUBLIC,
      summary: 'The default admin credentials while that account still has its default password, else null',
      tags: ['auth'],
    },
  }),
  /** The gateway's check of a session cookie; no HTTP route of its own. */
  verifySession: defineOperation({
    id: 'verifySession',
    service: 'identity',
    subject: 'identity.sessions.verify',
    body: z.object({ sessionId: z.uuid() }),
    reply: sessionUserSchema,
    delivery: 'read',
  }),
  updateTheme: defineOperation({
    id: 'updateTheme',
    service: 'identity',
    subject: 'identity.profile.update-theme',
    body: updateThemeBodySchema,
    reply: z.object({ success: z.literal(true), user: userSchema }),
    delivery: 'write',
    http: {
      method: 'POST',
      path: '/api/profile/update-theme',
      access: everyone,
      summary: "Save the signed-in user's theme",
      tags: ['profile'],
    },
  }),
  changePassword: defineOperation({
    id: 'changePassword',
    service: 'identity',
    subject: 'identity.profile.change-password',
    body: changePasswordBodySchema,
    client: true,
    reply: z.object({ success: z.literal(true), message: z.string() }),
    delivery: 'once',
    http: {
      method: 'POST',
      path: '/api/profile/change-password',
      access: everyone,
      summary: 'Change the password (checks the current one; 5 wrong ones in 15 minutes: 429; ends the other sessions)',
      tags: ['profile'],
    },
  }),
  listUsers: defineOperation({
    id: 'listUsers',
    service: 'identity',
    subject: 'identity.users.list',
    query: pageQuerySchema,
    reply: pageSchema(userSchema),
    delivery: 'read',
    http: {
      method: 'GET',
      path: '/api/admin/users',
      access: admins,
      paged: true,
      summary: 'Users, newest first, a page at a time',
      tags: ['admin'],
    },
  }),
  createUser: defineOperation({
    id: 'createUser',
    service: 'identity',
    subject: 'identity.users.create',
    body: createUserBodySchema,
    reply: userSchema,
    delivery: 'write',
    http: {
      method: 'POST',
      path: '/api/admin/users',
      access: admins,
      status: 201,
      summary: 'Create a user (409 if the email exists)',
      tags: ['admin'],
    },
  }),
  updateUser: defineOperation({
    id: 'updateUser',
    service: 'identity',
    subject: 'identity.users.update',
    params: uuidParamsSchema,
    body: updateUserBodySchema,
    reply: userSchema,
    delivery: 'write',
    http: {
      method: 'PATCH',
      path: '/api/admin/users/{id}',
      access: admins,
      summary: "Change a user's role or deactivate them (the last active admin stays one: 409)",
      tags: ['admin'],
    },
  }),
};
