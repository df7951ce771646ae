import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Every login attempt, kept to throttle guessing per email and per client address. */
@Entity({ tableName: 'login_attempts' })
@Index({ name: 'login_attempts_email_idx', properties: ['email', 'attemptedAt'] })
@Index({ name: 'login_attempts_address_idx', properties: ['clientAddress', 'attemptedAt'] })
export class LoginAttempt {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  clientAddress!: string;

  @Property({ type: 'boolean' })
  succeeded!: boolean;

  @Property({ type: 'timestamptz' })
  attemptedAt!: Date;
}
