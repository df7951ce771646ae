import type { EntityName, Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CreatedEntity } from '@warroom/persistence';
import { KeyResult } from './key-result.entity.js';

/** One change of a key result's current value: the new value, the one before, when and who. */
@Entity({ tableName: 'key_result_check_ins' })
@Index({ name: 'key_result_check_ins_key_result_idx', properties: ['keyResult', 'createdAt'] })
export class CheckIn extends CreatedEntity {
  declare [EntityName]?: 'CheckIn';

  @ManyToOne(() => KeyResult, { deleteRule: 'cascade', index: false }) keyResult!: Rel<KeyResult>;
  @Property({ type: 'double' }) value!: number;
  @Property({ type: 'double' }) previousValue!: number;
  /** The user's id in the identity service (another database: no foreign key). */
  @Property({ type: 'uuid' }) actorId!: string;
  @Property({ type: 'text' }) actorEmail!: string;
}
