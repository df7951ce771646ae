import { fileURLToPath } from 'node:url';
import { PasswordAttempt } from './auth/password-attempt.entity.js';
import { Session } from './sessions/session.entity.js';
import { User } from './users/user.entity.js';

/** The entities this service owns (the outbox is added by the service runtime). */
export const entities = [User, Session, PasswordAttempt];

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));
