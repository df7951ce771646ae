import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import type { EntityName, Opt } from '@mikro-orm/core';
import type { OpenTo, Role, Stage, Theme, User as UserView, Visibility } from '@warroom/contracts';
import { CreatedEntity } from '@warroom/persistence';
import { MEMBER_SEARCH_INDEX } from '../members/member-search.js';

/**
 * A user: the account (email, role, password, theme) and the profile the directory shows
 * (PRODUCT.md section 16), one row, the profile's id the user's.
 */
@Entity({ tableName: 'users' })
@Index({ name: 'users_created_idx', properties: ['createdAt'] })
// The directory's order, by name whatever its case (PRODUCT.md section 16).
@Index({
  name: 'users_directory_idx',
  expression: 'create index "users_directory_idx" on "users" (lower("name"), "id")',
})
@Index(MEMBER_SEARCH_INDEX)
// The users whose profile the backfill has still to look at (ProfileBackfill): none, once it ran.
@Index({
  name: 'users_profile_backfill_idx',
  expression: 'create index "users_profile_backfill_idx" on "users" ("id") where "profile_backfill"',
})
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
  @Property({ type: 'text', nullable: true }) headline?: string | null;
  @Property({ type: 'text', nullable: true }) company?: string | null;
  @Property({ type: 'text', nullable: true, lazy: true }) bio?: string | null;
  @Property({ type: 'jsonb', default: '[]' }) expertise: Opt<string[]> = [];
  @Property({ type: 'text', nullable: true }) industry?: string | null;
  @Property({ type: 'text', nullable: true }) stage?: Stage | null;
  /** The day `stage` last changed, YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true }) stageSince?: string | null;
  @Property({ type: 'text', nullable: true }) linkedinUrl?: string | null;
  @Property({ type: 'text', nullable: true }) location?: string | null;
  @Property({ type: 'jsonb', default: '[]' }) openTo: Opt<OpenTo[]> = [];
  @Property({ type: 'text', default: 'MEMBERS' }) visibility: Opt<Visibility> = 'MEMBERS';
  @Property({ type: 'boolean', default: false }) shareEmail: Opt<boolean> = false;
  /** Whether to offer 'Complete your profile': set by joining through an invitation, cleared by a PATCH of it. */
  @Property({ type: 'boolean', default: false }) profilePrompt: Opt<boolean> = false;
  /**
   * Whether the profile may still be filled from an accepted application (ProfileBackfill): set
   * by the migration that added it for every user there was then (PRODUCT.md section 16).
   */
  @Property({ type: 'boolean', default: false }) profileBackfill: Opt<boolean> = false;
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
