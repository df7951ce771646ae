import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** What became of an email: SMTP took it, or refused it for good (a bad address). */
export const DeliveryStatus = { Sent: 'SENT', Refused: 'REFUSED' } as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/**
 * What the mail module did with an event, one row per event: the event's id is the email's
 * key, so that an event delivered again (a restart, a lost ack) sends nothing twice. No token
 * is kept here.
 */
@Entity({ tableName: 'mail_deliveries' })
@Index({ name: 'mail_deliveries_at_idx', properties: ['at'] })
export class MailDelivery {
  declare [EntityName]?: 'MailDelivery';

  @PrimaryKey({ type: 'uuid' }) eventId!: string;
  /** Which of the emails (`applicationReceived`, `welcome`, …). */
  @Property({ type: 'text' }) kind!: string;
  @Property({ type: 'text' }) recipient!: string;
  @Property({ type: 'text' }) messageId!: string;
  @Property({ type: 'text' }) status!: DeliveryStatus;
  /** What the SMTP server said when it refused. */
  @Property({ type: 'text', nullable: true }) detail?: string | null;
  @Property({ type: 'timestamptz' }) at!: Date;
}
