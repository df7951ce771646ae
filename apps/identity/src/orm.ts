import { fileURLToPath } from 'node:url';
import type { EntitiesDb } from '@warroom/persistence';
import { PasswordAttempt } from './auth/password-attempt.entity.js';
import { InvitationResend } from './invitations/invitation-resend.entity.js';
import { Invitation } from './invitations/invitation.entity.js';
import { LinkToken } from './links/link-token.entity.js';
import { MailDelivery } from './mail/mail-delivery.entity.js';
import { PasswordReset } from './password-reset/password-reset.entity.js';
import { Session } from './sessions/session.entity.js';
import { User } from './users/user.entity.js';

/** The entities this service owns (the outbox is added by the service runtime). */
export const entities = [
  User,
  Session,
  PasswordAttempt,
  Invitation,
  InvitationResend,
  LinkToken,
  PasswordReset,
  MailDelivery,
];

/** Their tables as Kysely reads them (`kyselyOf<IdentityDb>(em)`), named by entity and property. */
export type IdentityDb = EntitiesDb<(typeof entities)[number]>;

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));
