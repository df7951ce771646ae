import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  ApplicationStatus,
  applicationOps,
  type ApplicantContact,
  EVENT_PAYLOADS,
  EventTypes,
  InvitationStatus,
  profileOfApplication,
  type EventEnvelope,
} from '@warroom/contracts';
import type { EmailMessage } from '@warroom/emails';
import { NATS_CONNECTION, requestOperation } from '@warroom/microservice';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity-options.js';
import { Invitation, statusOf } from '../invitations/invitation.entity.js';
import { InvitationsService } from '../invitations/invitations.service.js';
import { LinkPurpose } from '../links/link-token.entity.js';
import { issueLinkToken } from '../links/link-tokens.js';
import { PasswordReset } from '../password-reset/password-reset.entity.js';

/** Runs database work of a plan in one transaction, only when the plan has some. */
export type InTransaction = <T>(work: (em: EntityManager) => Promise<T>) => Promise<T>;

/**
 * What an event sends: to whom, and how to write it, just before the email goes out. A plan
 * asks other services what it needs first (whom to write to), then does its database work in
 * one transaction (issuing the link's token, kept as a hash), so no database connection waits
 * on the network; it may find there is nothing left to send (an invitation revoked meanwhile,
 * a reset already used).
 */
export type MailPlan = (inTransaction: InTransaction) => Promise<Letter | null>;
export type Letter = { to: string; message: EmailMessage };

/** The id in an event's entity, `Application:<id>`. */
const idOf = (entity: string | null): string => entity?.slice(entity.indexOf(':') + 1) ?? '';

/** PRODUCT.md section 8: which event sends which email. */
@Injectable()
export class MailPlans {
  constructor(
    private readonly invitations: InvitationsService,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  planFor(event: EventEnvelope): MailPlan | null {
    switch (event.type) {
      case EventTypes.applicationSubmitted:
        return this.received(event);
      case EventTypes.applicationStatusChanged:
        return this.decision(event);
      case EventTypes.invitationCreated:
      case EventTypes.invitationResent:
        return this.invitation(event);
      case EventTypes.passwordResetRequested:
        return this.passwordReset(event);
      default:
        return null;
    }
  }

  /** The applicant's name and email stay in the applications service: asked for when writing. */
  private applicant(event: EventEnvelope): Promise<ApplicantContact> {
    return requestOperation(this.nc, applicationOps.contact, { params: { id: idOf(event.entity) } });
  }

  private received(event: EventEnvelope): MailPlan | null {
    if (!EVENT_PAYLOADS[EventTypes.applicationSubmitted].safeParse(event.data).success) return null;
    return async () => {
      const { id, name, email } = await this.applicant(event);
      return { to: email, message: { kind: 'applicationReceived', name, applicationId: id } };
    };
  }

  private decision(event: EventEnvelope): MailPlan | null {
    const data = EVENT_PAYLOADS[EventTypes.applicationStatusChanged].safeParse(event.data);
    if (!data.success || data.data.from === data.data.to) return null;
    const { decisionReason } = data.data;
    switch (data.data.to) {
      case ApplicationStatus.Rejected:
        return async () => {
          const { name, email: to } = await this.applicant(event);
          return { to, message: { kind: 'applicationRejected', name, decisionReason } };
        };
      case ApplicationStatus.Waitlisted:
        return async () => {
          const { name, email: to } = await this.applicant(event);
          return { to, message: { kind: 'applicationWaitlisted', name, decisionReason } };
        };
      case ApplicationStatus.Accepted:
        return async (inTransaction) => {
          const { name, email: to, profile } = await this.applicant(event);
          return inTransaction(async (em): Promise<Letter | null> => {
            const invitation = await this.invitations.inviteApplicant(em, {
              eventId: event.id,
              applicationId: idOf(event.entity),
              email: to,
              name,
              decidedBy: event.actor,
              profile: profileOfApplication(profile),
            });
            if (!invitation) return { to, message: { kind: 'welcomeBack', name, decisionReason } };
            if (statusOf(invitation) !== InvitationStatus.Pending) return null;
            const token = await issueLinkToken(em, LinkPurpose.Invitation, invitation.id);
            return { to, message: { kind: 'welcome', name, token, decisionReason } };
          });
        };
      case ApplicationStatus.Submitted:
      case ApplicationStatus.UnderReview:
      case ApplicationStatus.Voting:
        return null;
    }
  }

  private invitation(event: EventEnvelope): MailPlan | null {
    const payload = EVENT_PAYLOADS[
      event.type === EventTypes.invitationCreated ? EventTypes.invitationCreated : EventTypes.invitationResent
    ].safeParse(event.data);
    // An applicant's invitation (made or sent again) goes out in the welcome email of the decision.
    if (!payload.success || payload.data.source === 'application') return null;
    return (inTransaction) =>
      inTransaction(async (em) => {
        const invitation = await em.findOne(Invitation, { id: idOf(event.entity) });
        if (!invitation || statusOf(invitation) !== InvitationStatus.Pending) return null;
        const token = await issueLinkToken(em, LinkPurpose.Invitation, invitation.id);
        const message: EmailMessage = {
          kind: 'invitation',
          name: invitation.name ?? null,
          role: invitation.role,
          token,
          invitedBy: invitation.invitedByEmail ?? null,
        };
        return { to: invitation.email, message };
      });
  }

  private passwordReset(event: EventEnvelope): MailPlan | null {
    const data = EVENT_PAYLOADS[EventTypes.passwordResetRequested].safeParse(event.data);
    if (!data.success) return null;
    const resetId = data.data.resetId;
    return (inTransaction) =>
      inTransaction(async (em) => {
        const reset = await em.findOne(PasswordReset, { id: resetId }, { populate: ['user'] });
        // A reset used, past its time or for an account deactivated meanwhile sends nothing.
        if (!reset || reset.usedAt || reset.expiresAt <= new Date() || !reset.user.active) return null;
        const token = await issueLinkToken(em, LinkPurpose.PasswordReset, reset.id);
        const message: EmailMessage = {
          kind: 'passwordReset',
          name: reset.user.name ?? null,
          token,
          validMinutes: Math.round(this.options.resetTtlMs / 60_000),
        };
        return { to: reset.user.email, message };
      });
  }
}
