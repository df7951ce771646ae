import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { EntityName, Rel } from '@mikro-orm/core';
import type { VoteValue } from '@warroom/contracts';
import { CreatedEntity } from '@warroom/persistence';
import { Application } from '../intake/application.entity.js';

/**
 * A reviewer's vote. Voting again replaces the current vote (`replacedAt` is set on
 * the old one), so the history stays while one vote per reviewer counts.
 */
@Entity({ tableName: 'votes' })
@Index({ name: 'votes_application_idx', properties: ['application', 'replacedAt'] })
@Index({
  name: 'votes_current_key',
  expression:
    'create unique index "votes_current_key" on "votes" ("application_id", "voter_id") where "replaced_at" is null',
})
export class Vote extends CreatedEntity {
  declare [EntityName]?: 'Vote';

  @ManyToOne(() => Application, { deleteRule: 'cascade' }) application!: Rel<Application>;
  @Property({ type: 'uuid' }) voterId!: string;
  @Property({ type: 'text' }) voterEmail!: string;
  /** The voter's name (or email when they have none) when they voted; null for votes older than names. */
  @Property({ type: 'text', nullable: true }) voterName?: string | null;
  @Property({ type: 'text' }) vote!: VoteValue;
  @Property({ type: 'text', nullable: true }) reason?: string | null;
  @Property({ type: 'timestamptz', nullable: true }) replacedAt?: Date | null;
}
