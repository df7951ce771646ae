import { identityOps } from '@warroom/contracts';
import { operationHandlers } from '@warroom/microservice';
import { AuthService } from './auth/auth.service.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersService } from './users/users.service.js';

export const PASSWORD_CHANGED = 'Your password has been updated successfully.';

/** The identity service's operations. */
export const IdentityHandlers = operationHandlers(
  identityOps,
  [AuthService, SessionsService, UsersService],
  (auth, sessions, users) => ({
    login: (input) => auth.login(input),
    logout: (input) => auth.logout(input),
    verifySession: (input) => sessions.verify(input.body.sessionId),
    loginHint: () => users.loginHint(),
    updateTheme: async (input) => ({ success: true as const, user: await users.updateTheme(input) }),
    changePassword: async (input) => {
      await users.changePassword(input);
      return { success: true as const, message: PASSWORD_CHANGED };
    },
    listUsers: (input) => users.list(input.query),
    createUser: (input) => users.create(input),
    updateUser: (input) => users.update(input),
  }),
);
