import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import type { Role, Theme, User as UserView } from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';

@Entity({ tableName: 'users' })
@Index({ name: 'users_created_idx', properties: ['createdAt'] })
export class User {
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

export type UserRow = {
  id: string;
  name: string | null;
  email: string;
  role: Role;
  theme: Theme;
  active: boolean;
  created_at: Date;
};

export function userRowView(row: UserRow): UserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    theme: row.theme,
    active: row.active,
    createdAt: isoOf(row.created_at),
  };
}

export function toUserView(user: User): UserView {
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
