import { z } from 'zod';
import { applicationStatusSchema } from './applications.js';
import { EventTypes, type EventType } from './events.js';
import { roleSchema, themeSchema } from './roles.js';

/** A field as an event records it: long text shrinks to a preview and its length. */
export const eventValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.object({ preview: z.string(), length: z.number().int() }),
]);
export type EventValue = z.infer<typeof eventValueSchema>;

/** A record's fields as a create or a delete records them. */
const recordFields = z.record(z.string(), eventValueSchema);
/** What an update changed: `{ field: { from, to } }`. */
const fieldChanges = z.record(z.string(), z.object({ from: eventValueSchema, to: eventValueSchema }));
export type FieldChanges = z.infer<typeof fieldChanges>;
const updated = z.object({ changes: fieldChanges, reason: z.string().optional() });
const nothing = z.object({});

/**
 * The payload of every event type, declared once: `recordEvent` accepts only a declared
 * type with its payload, and the audit log can read what each one carries. No password,
 * hash, token or cookie is in any of them (PRODUCT.md section 6).
 */
export const EVENT_PAYLOADS = {
  [EventTypes.login]: z.object({ clientAddress: z.string() }),
  [EventTypes.loginFailed]: z.object({ email: z.string(), clientAddress: z.string() }),
  [EventTypes.logout]: nothing,
  [EventTypes.passwordChanged]: z.object({ otherSessionsEnded: z.number().int() }),
  [EventTypes.themeChanged]: z.object({ from: themeSchema, to: themeSchema }),
  [EventTypes.userCreated]: z.object({
    email: z.string(),
    name: z.string().nullable().optional(),
    role: roleSchema,
    reason: z.string().optional(),
  }),
  [EventTypes.userUpdated]: z.object({
    before: z.object({ role: roleSchema, active: z.boolean() }),
    after: z.object({ role: roleSchema, active: z.boolean() }),
  }),
  /**
   * A profile changed: the names of the fields, never their values (PRODUCT.md section 16). By
   * its owner, or (no actor, with a `reason`) filled by the system from an accepted application.
   */
  [EventTypes.profileUpdated]: z.object({ fields: z.array(z.string()).min(1), reason: z.string().optional() }),
  [EventTypes.passwordResetRequested]: z.object({ resetId: z.uuid(), clientAddress: z.string() }),
  [EventTypes.passwordReset]: z.object({ sessionsEnded: z.number().int() }),
  [EventTypes.invitationCreated]: z.object({
    email: z.string(),
    name: z.string().nullable(),
    role: roleSchema,
    /** Who it came from: an admin's invitation, or an application set to ACCEPTED (then its id). */
    source: z.enum(['admin', 'application']),
    applicationId: z.string().optional(),
  }),
  /** An applicant's invitation sent again by a new ACCEPTED decision goes out in its welcome email (source 'application'). */
  [EventTypes.invitationResent]: z.object({ email: z.string(), source: z.enum(['admin', 'application']).optional() }),
  [EventTypes.invitationRevoked]: z.object({ email: z.string(), reason: z.string().optional() }),
  [EventTypes.invitationAccepted]: z.object({ email: z.string(), role: roleSchema, userId: z.uuid() }),
  [EventTypes.applicationSubmitted]: z.object({
    industry: z.string().nullable().optional(),
    stage: z.string().nullable().optional(),
    expertise: z.array(z.string()),
  }),
  [EventTypes.applicationVoted]: z.object({ vote: z.enum(['APPROVE', 'REJECT', 'ABSTAIN']), changed: z.boolean() }),
  [EventTypes.applicationCommented]: z.object({ commentId: z.uuid(), length: z.number().int() }),
  [EventTypes.applicationRecused]: z.object({ reason: z.string().nullable(), voteWithdrawn: z.boolean() }),
  [EventTypes.applicationRecusalWithdrawn]: z.object({}),
  [EventTypes.applicationStatusChanged]: z.object({
    from: applicationStatusSchema,
    to: applicationStatusSchema,
    decisionReason: z.string().nullable(),
  }),
  [EventTypes.objectiveCreated]: recordFields,
  [EventTypes.objectiveUpdated]: updated,
  [EventTypes.objectiveDeleted]: recordFields,
  [EventTypes.keyResultCreated]: recordFields,
  [EventTypes.keyResultUpdated]: z.object({
    objectiveId: z.uuid(),
    changes: fieldChanges,
    checkInId: z.uuid().optional(),
  }),
  [EventTypes.keyResultDeleted]: recordFields,
  [EventTypes.initiativeCreated]: recordFields,
  [EventTypes.initiativeUpdated]: updated,
  [EventTypes.initiativeDeleted]: recordFields,
  [EventTypes.decisionCreated]: recordFields,
  [EventTypes.decisionUpdated]: updated,
  [EventTypes.decisionDeleted]: recordFields,
  [EventTypes.metricCreated]: recordFields,
  [EventTypes.metricUpdated]: updated,
  [EventTypes.metricDeleted]: recordFields,
  [EventTypes.metricPointAdded]: z.object({ pointId: z.uuid(), ts: z.iso.datetime(), value: z.number() }),
  [EventTypes.meetingCreated]: recordFields,
  [EventTypes.meetingUpdated]: updated,
  [EventTypes.meetingDeleted]: recordFields,
  /** The caller's answer to a live session; `changed` when it replaced an earlier answer. */
  [EventTypes.meetingRsvp]: z.object({ going: z.boolean(), changed: z.boolean() }),
  [EventTypes.documentCreated]: recordFields,
  [EventTypes.documentUpdated]: updated,
  [EventTypes.documentDeleted]: recordFields,
} satisfies Record<EventType, z.ZodType>;

export type EventPayload<T extends EventType> = z.input<(typeof EVENT_PAYLOADS)[T]>;
