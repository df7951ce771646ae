import type { EntityName, Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { UuidEntity } from '@warroom/persistence';

/** What a password was given for: signing in, changing it (the current password), or a reset asked for by email. */
export const AttemptKind = {
  Login: 'login',
  PasswordChange: 'password_change',
  PasswordReset: 'password_reset',
} as const;
export type AttemptKind = (typeof AttemptKind)[keyof typeof AttemptKind];

/**
 * Every attempt to prove an account's password, kept to throttle guessing per account and
 * per client address. The table keeps its first name, `login_attempts`, so that replicas
 * of the previous release keep reading it during a rolling update.
 */
@Entity({ tableName: 'login_attempts' })
@Index({ name: 'login_attempts_email_idx', properties: ['email', 'attemptedAt'] })
@Index({ name: 'login_attempts_address_idx', properties: ['clientAddress', 'attemptedAt'] })
export class PasswordAttempt extends UuidEntity {
  declare [EntityName]?: 'PasswordAttempt';

  @Property({ type: 'text', default: AttemptKind.Login }) kind: Opt<AttemptKind> = AttemptKind.Login;
  /** The account's email (normalized). */
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text' }) clientAddress!: string;
  @Property({ type: 'boolean' }) succeeded!: boolean;
  @Property({ type: 'timestamptz' }) attemptedAt!: Date;
}
