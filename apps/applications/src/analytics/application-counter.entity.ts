import type { EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const CounterDimension = {
  Status: 'status',
  Industry: 'industry',
  Expertise: 'expertise',
  Stage: 'stage',
  /** Submissions per UTC day (`YYYY-MM-DD`): the 30-day windows of analytics add them up. */
  Day: 'day',
} as const;
export type CounterDimension = (typeof CounterDimension)[keyof typeof CounterDimension];

/**
 * Running counts of applications by status, industry, expertise, stage and day of submission, kept in the
 * same transaction as each submission and status change, so that analytics reads a
 * few dozen rows whatever the number of applications.
 */
@Entity({ tableName: 'application_counters' })
export class ApplicationCounter {
  declare [EntityName]?: 'ApplicationCounter';

  @PrimaryKey({ type: 'text' }) dimension!: CounterDimension;
  @PrimaryKey({ type: 'text' }) key!: string;
  @Property({ type: 'bigint' }) count!: number;
}
