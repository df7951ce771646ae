import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { EntityName, Opt } from '@mikro-orm/core';
import type { Role, Theme, User as UserView } from '@warroom/contracts';

@Entity({ tableName: 'users' })
@Index({ name: 'users_created_idx', properties: ['createdAt'] })
export class User {
  declare [EntityName]?: 'User';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text', nullable: true })
  name?: string | null;

  /** Stored trimmed and lower-cased: emails match case-insensitively. */
  @Unique({ name: 'users_email_key' })
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  role!: Role;

  @Property({ type: 'text', default: 'light' })
  theme: Opt<Theme> = 'light';

  @Property({ type: 'boolean', default: true })
  active: Opt<boolean> = true;

  /** argon2id; never leaves this service. */
  @Property({ type: 'text', lazy: true })
  passwordHash!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
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
