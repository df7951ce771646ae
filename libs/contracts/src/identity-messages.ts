import { z } from 'zod';
import { actorSchema } from './events.js';
import { createUserBodySchema, loginBodySchema, updateUserBodySchema, userSchema } from './auth.js';
import { themeSchema } from './roles.js';

/**
 * Payloads of the identity service's NATS subjects. The gateway sends them after it
 * has validated the HTTP body; the service parses them again at its own edge.
 */
export const loginRequestSchema = loginBodySchema.extend({
  clientAddress: z.string().max(100),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResultSchema = z.object({
  user: userSchema,
  sessionId: z.uuid(),
  expiresAt: z.iso.datetime(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const sessionRequestSchema = z.object({ sessionId: z.uuid() });
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

/** Who is calling: the signed-in user and the session the request came with. */
export const callerSchema = actorSchema.extend({ sessionId: z.uuid() });
export type Caller = z.infer<typeof callerSchema>;

export const updateThemeRequestSchema = z.object({ caller: callerSchema, theme: themeSchema });
export type UpdateThemeRequest = z.infer<typeof updateThemeRequestSchema>;

export const changePasswordRequestSchema = z.object({
  caller: callerSchema,
  currentPassword: z.string().max(1024),
  newPassword: z.string().min(8).max(1024),
  clientAddress: z.string().max(100),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const logoutRequestSchema = z.object({ caller: callerSchema });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const createUserRequestSchema = z.object({ caller: callerSchema, user: createUserBodySchema });
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

export const updateUserRequestSchema = z.object({
  caller: callerSchema,
  userId: z.uuid(),
  changes: updateUserBodySchema,
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
