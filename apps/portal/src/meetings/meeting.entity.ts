import type { EntityName } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Audience, AUDIENCES, DURATION_MINUTES } from '@warroom/contracts';
import { TitledEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'meetings' })
@Index({ name: 'meetings_scheduled_idx', properties: ['when', 'id'] })
// The live sessions, upcoming and past (PRODUCT.md section 20): the members' meetings by time.
@Index({ name: 'meetings_audience_scheduled_idx', properties: ['audience', 'when', 'id'] })
export class Meeting extends TitledEntity {
  declare [EntityName]?: 'Meeting';

  /** When it takes place; `when` is an SQL keyword, hence the column name. */
  @Property({ type: 'timestamptz', fieldName: 'scheduled_at' }) when!: Date;
  @Property({ type: 'text', nullable: true }) agenda?: string | null;
  /** Leadership's meeting, or a live session for the members. */
  @Enum({ items: [...AUDIENCES], default: Audience.Leadership }) audience: Audience = Audience.Leadership;
  @Property({ type: 'integer', default: DURATION_MINUTES.default }) durationMinutes: number = DURATION_MINUTES.default;
  @Property({ type: 'text', nullable: true }) videoUrl?: string | null;
  @Property({ type: 'text', nullable: true }) recordingUrl?: string | null;
}
