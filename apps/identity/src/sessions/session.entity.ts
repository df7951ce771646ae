import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { EntityName, Rel } from '@mikro-orm/core';
import { CreatedEntity } from '@warroom/persistence';
import { User } from '../users/user.entity.js';

/**
 * A server-side session. The signed cookie only names it; logging out, a password
 * change, a deactivation or expiry revokes it here, so the cookie stops working.
 */
@Entity({ tableName: 'sessions' })
@Index({ name: 'sessions_user_idx', properties: ['user', 'revokedAt'] })
export class Session extends CreatedEntity {
  declare [EntityName]?: 'Session';

  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: Rel<User>;
  @Property({ type: 'timestamptz' }) expiresAt!: Date;
  @Property({ type: 'timestamptz', nullable: true }) revokedAt?: Date | null;
  @Property({ type: 'text', nullable: true }) revokedReason?: string | null;
}
