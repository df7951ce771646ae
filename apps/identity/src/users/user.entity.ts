import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import type { EntityName, Opt } from '@mikro-orm/core';
import type { Role, Theme, User as UserView } from '@warroom/contracts';
import { CreatedEntity } from '@warroom/persistence';

@Entity({ tableName: 'users' })
@Index({ name: 'users_created_idx', properties: ['createdAt'] })
export class User extends CreatedEntity {
  declare [EntityName]?: 'User';

  @Property({ type: 'text', nullable: true }) name?: string | null;
  /** Stored trimmed and lower-cased: emails match case-insensitively. */
  @Property({ type: 'text', unique: 'users_email_key' }) email!: string;
  @Property({ type: 'text' }) role!: Role;
  @Property({ type: 'text', default: 'light' }) theme: Opt<Theme> = 'light';
  @Property({ type: 'boolean', default: true }) active: Opt<boolean> = true;
  /** argon2id; never leaves this service. */
  @Property({ type: 'text', lazy: true }) passwordHash!: string;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What a user's view is made of (`toUserView`): a read of users selects these. */
export const USER_VIEW_COLUMNS = ['id', 'name', 'email', 'role', 'theme', 'active', 'createdAt'] as const;

export function toUserView(user: Pick<User, (typeof USER_VIEW_COLUMNS)[number]>): UserView {
  return {
    id: user.id,
    name: user.name ?? null,
    email: user.email,
    role: user.role,
    theme: user.theme,
    active: user.active,
    createdAt: user.createdAt.toISOString(),
  };
}
