import type { EntityName, Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CreatedEntity } from '@warroom/persistence';
import { Meeting } from '../meetings/meeting.entity.js';

/**
 * A person's answer to a live session (PRODUCT.md section 20): going or not. One per person and
 * session (answering again changes it); the answers go with their meeting when it is deleted.
 * The key's index also finds a session's answers, so the meeting column needs none of its own.
 */
@Entity({ tableName: 'session_rsvps' })
@Unique({ name: 'session_rsvps_meeting_user_key', properties: ['meeting', 'userId'] })
export class SessionRsvp extends CreatedEntity {
  declare [EntityName]?: 'SessionRsvp';

  @ManyToOne(() => Meeting, { deleteRule: 'cascade', index: false }) meeting!: Rel<Meeting>;
  /** The user who answered (identity's user id). */
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'boolean' }) going!: boolean;
  /** When the answer was last changed. */
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
