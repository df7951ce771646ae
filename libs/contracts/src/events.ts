import { z } from 'zod';
import { portalEventTypes } from './portal/events.js';

export const actorSchema = z.object({ id: z.string(), email: z.string() });
export type Actor = z.infer<typeof actorSchema>;

/**
 * The one envelope every domain event travels in, from a service's outbox through
 * JetStream to the audit log. `id` is the outbox row id and the JetStream message id.
 */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z_]+$/),
  occurredAt: z.iso.datetime(),
  actor: actorSchema.nullable(),
  entity: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** Every event type, as `<entity>.<what happened>`; the audit log shows it as the action. */
export const EventTypes = {
  login: 'auth.login',
  loginFailed: 'auth.login_failed',
  logout: 'auth.logout',
  passwordChanged: 'user.password_changed',
  themeChanged: 'user.theme_changed',
  userCreated: 'user.created',
  userUpdated: 'user.updated',
  profileUpdated: 'user.profile_updated',
  passwordResetRequested: 'user.password_reset_requested',
  passwordReset: 'user.password_reset',
  invitationCreated: 'invitation.created',
  invitationResent: 'invitation.resent',
  invitationRevoked: 'invitation.revoked',
  invitationAccepted: 'invitation.accepted',
  applicationSubmitted: 'application.submitted',
  applicationVoted: 'application.voted',
  applicationCommented: 'application.commented',
  applicationRecused: 'application.recused',
  applicationRecusalWithdrawn: 'application.recusal_withdrawn',
  applicationStatusChanged: 'application.status_changed',
  ...portalEventTypes,
} as const;
export type EventType = (typeof EventTypes)[keyof typeof EventTypes];

/**
 * The events that may send an email (PRODUCT.md section 8: a submission, a decision, an
 * invitation and its resend, a reset asked for). The mail module consumes these alone.
 */
export const MAILED_EVENT_TYPES = [
  EventTypes.applicationSubmitted,
  EventTypes.applicationStatusChanged,
  EventTypes.invitationCreated,
  EventTypes.invitationResent,
  EventTypes.passwordResetRequested,
] as const satisfies readonly EventType[];

/** The mail module's durable consumer (one JetStream consumer per mailed event type, named after it). */
export const MAIL_CONSUMER = 'mail';

/** The durable name of consumer `name`'s share of one event type: `mail-application-status-changed`. */
export function typedConsumerName(name: string, type: string): string {
  return `${name}-${type.replace(/[._]/g, '-')}`;
}
