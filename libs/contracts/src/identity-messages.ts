import { z } from 'zod';
import { actorSchema } from './events.js';
import { userSchema } from './auth.js';
import { roleSchema } from './roles.js';

export const loginResultSchema = z.object({
  user: userSchema,
  sessionId: z.uuid(),
  expiresAt: z.iso.datetime(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Who is calling: the signed-in user (with the name and role the session confirmed) and the session. */
export const callerSchema = actorSchema.extend({
  sessionId: z.uuid(),
  name: z.string().nullable(),
  role: roleSchema,
});
export type Caller = z.infer<typeof callerSchema>;

/** What identity publishes on SESSIONS_CHANGED_SUBJECT. */
export const sessionChangeSchema = z.object({ userId: z.uuid() });
export type SessionChange = z.infer<typeof sessionChangeSchema>;
