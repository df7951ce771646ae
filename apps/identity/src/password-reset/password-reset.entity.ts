import type { EntityName, Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CreatedEntity } from '@warroom/persistence';
import { User } from '../users/user.entity.js';

/**
 * A password reset someone asked for (PRODUCT.md section 10). Its link's token is in
 * `link_tokens`, as a hash; it works until `expiresAt`, once.
 */
@Entity({ tableName: 'password_resets' })
@Index({ name: 'password_resets_user_idx', properties: ['user', 'createdAt'] })
export class PasswordReset extends CreatedEntity {
  declare [EntityName]?: 'PasswordReset';

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false }) user!: Rel<User>;
  @Property({ type: 'timestamptz' }) expiresAt!: Date;
  @Property({ type: 'timestamptz', nullable: true }) usedAt?: Date | null;
}
