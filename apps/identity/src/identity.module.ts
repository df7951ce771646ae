import { Module, type DynamicModule } from '@nestjs/common';
import { AuthService } from './auth/auth.service.js';
import { PasswordThrottle } from './auth/password-throttle.js';
import { IdentityHandlers } from './identity.handlers.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from './identity-options.js';
import { SessionsService } from './sessions/sessions.service.js';
import { PasswordHasher } from './users/password-hasher.js';
import { UsersService } from './users/users.service.js';
import { DefaultAdminSeeder } from './users/default-admin.seeder.js';

@Module({})
export class IdentityModule {
  static forRoot(options: IdentityOptions): DynamicModule {
    return {
      module: IdentityModule,
      controllers: [IdentityHandlers],
      providers: [
        { provide: IDENTITY_OPTIONS, useValue: options },
        PasswordHasher,
        SessionsService,
        PasswordThrottle,
        AuthService,
        UsersService,
        DefaultAdminSeeder,
      ],
    };
  }
}
