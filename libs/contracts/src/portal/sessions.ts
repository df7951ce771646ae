import { z } from 'zod';
import { namedValues, valuesOf, type ValueOf } from '../named-values.js';
import { defineOperation, signedIn } from '../operation.js';
import { pageQuerySchema, pageSchema } from '../paging.js';
import { uuidParamsSchema } from '../path-params.js';
import { ALL_ROLES } from '../roles.js';
import { meetingSchema } from './meetings.js';

/*
 * Live sessions (PRODUCT.md section 20): the meetings whose audience is MEMBERS, listed
 * upcoming or past, each with how many are going and whether the caller is; every signed-in
 * role answers for themselves.
 */

/** Which sessions a list holds: those not yet ended (soonest first) or those ended (newest first). */
export const SessionsWhen = namedValues('upcoming', 'past');
export type SessionsWhen = ValueOf<typeof SessionsWhen>;
export const SESSIONS_WHEN = valuesOf(SessionsWhen);

/** GET /api/sessions: `when` (upcoming unless told) and a page. */
export const sessionListQuerySchema = pageQuerySchema.extend({
  when: z
    .enum(SESSIONS_WHEN, { error: `when must be one of ${SESSIONS_WHEN.join(', ')}` })
    .default(SessionsWhen.Upcoming),
});
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

/** A live session: the meeting, how many members are going, and whether the caller is. */
export const liveSessionSchema = meetingSchema
  .extend({
    goingCount: z.number().int().min(0).describe('How many people answered that they are going'),
    going: z.boolean().describe('Whether the caller answered that they are going'),
  })
  .meta({ id: 'LiveSession' });
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** POST /api/sessions/{id}/rsvp: the caller's answer, required (the server never answers for anyone). */
export const rsvpBodySchema = z
  .object({ going: z.boolean({ error: 'Going must be true or false' }) })
  .meta({ id: 'RsvpBody' });
export type RsvpBody = z.infer<typeof rsvpBodySchema>;

export const SESSION_NOT_FOUND = 'Session not found';
export const SESSION_ENDED = 'This session has ended';

const tags = ['sessions'];
const everyone = signedIn(ALL_ROLES);

export const sessionOps = {
  list: defineOperation({
    id: 'listSessions',
    service: 'portal',
    subject: 'portal.sessions.list',
    query: sessionListQuerySchema,
    reply: pageSchema(liveSessionSchema),
    delivery: 'read',
    http: {
      method: 'GET',
      path: '/api/sessions',
      access: everyone,
      paged: true,
      summary:
        'Live sessions (meetings for MEMBERS), a page at a time: upcoming (not yet ended) soonest first, or past newest first; each with goingCount and the caller’s going (the agenda cut to 80 characters)',
      tags,
    },
  }),
  rsvp: defineOperation({
    id: 'rsvpToSession',
    service: 'portal',
    subject: 'portal.sessions.rsvp',
    params: uuidParamsSchema,
    body: rsvpBodySchema,
    reply: liveSessionSchema,
    delivery: 'write',
    http: {
      method: 'POST',
      path: '/api/sessions/{id}/rsvp',
      access: everyone,
      summary:
        "The caller's answer to a live session, going or not (again to change it); answers the session with its counts",
      tags,
      errors: { 409: SESSION_ENDED },
    },
  }),
};
