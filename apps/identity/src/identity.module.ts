// New passwords in messages are checked against the common-password list (PRODUCT.md section 4).
import '@warroom/contracts/common-passwords';
import { Module, type DynamicModule } from '@nestjs/common';
import { AuthService } from './auth/auth.service.js';
import { PasswordThrottle } from './auth/password-throttle.js';
import {
  IdentityHandlers,
  IdentityLabelHandlers,
  InvitationHandlers,
  MemberHandlers,
  PasswordResetHandlers,
} from './identity.handlers.js';
import { InvitationAcceptanceService } from './invitations/invitation-acceptance.service.js';
import { InvitationsService } from './invitations/invitations.service.js';
import { Mailer } from './mail/mailer.js';
import { MembersService } from './members/members.service.js';
import { ProfileBackfill } from './members/profile-backfill.js';
import { MailConsumer } from './mail/mail-consumer.js';
import { MailPlans } from './mail/mail-plans.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from './identity-options.js';
import { SessionNotices } from './sessions/session-notices.js';
import { SessionsService } from './sessions/sessions.service.js';
import { PasswordHasher } from './users/password-hasher.js';
import { UsersService } from './users/users.service.js';
import { DefaultAdminSeeder } from './users/default-admin.seeder.js';

@Module({})
export class IdentityModule {
  static forRoot(options: IdentityOptions): DynamicModule {
    return {
      module: IdentityModule,
      controllers: [IdentityHandlers, InvitationHandlers, PasswordResetHandlers, IdentityLabelHandlers, MemberHandlers],
      providers: [
        { provide: IDENTITY_OPTIONS, useValue: options },
        PasswordHasher,
        SessionsService,
        SessionNotices,
        PasswordThrottle,
        AuthService,
        UsersService,
        MembersService,
        ProfileBackfill,
        DefaultAdminSeeder,
        InvitationsService,
        InvitationAcceptanceService,
        PasswordResetService,
        Mailer,
        MailPlans,
        MailConsumer,
      ],
    };
  }
}
