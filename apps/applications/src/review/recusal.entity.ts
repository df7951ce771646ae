import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { EntityName, Rel } from '@mikro-orm/core';
import { CreatedEntity } from '@warroom/persistence';
import { Application } from '../intake/application.entity.js';

/**
 * A reviewer who stepped aside from an application (PRODUCT.md section 11): their vote left
 * the tally and they cannot vote on it. Undoing it sets `withdrawnAt`, so the history stays
 * while at most one recusal per reviewer is live.
 */
@Entity({ tableName: 'recusals' })
@Index({ name: 'recusals_application_idx', properties: ['application', 'withdrawnAt'] })
@Index({
  name: 'recusals_live_key',
  expression:
    'create unique index "recusals_live_key" on "recusals" ("application_id", "reviewer_id") where "withdrawn_at" is null',
})
export class Recusal extends CreatedEntity {
  declare [EntityName]?: 'Recusal';

  @ManyToOne(() => Application, { deleteRule: 'cascade' }) application!: Rel<Application>;
  @Property({ type: 'uuid' }) reviewerId!: string;
  /** The reviewer's name (or email when they have none) when they stepped aside. */
  @Property({ type: 'text' }) reviewerName!: string;
  @Property({ type: 'text', nullable: true }) reason?: string | null;
  @Property({ type: 'timestamptz', nullable: true }) withdrawnAt?: Date | null;
}
