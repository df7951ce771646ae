import type { EntityName, Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * A password reset someone asked for (PRODUCT.md section 10). Its link's token is in
 * `link_tokens`, as a hash; it works until `expiresAt`, once.
 */
@Entity({ tableName: 'password_resets' })
@Index({ name: 'password_resets_user_idx', properties: ['user', 'createdAt'] })
export class PasswordReset {
  declare [EntityName]?: 'PasswordReset';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: Rel<User>;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
