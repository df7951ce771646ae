import { Controller } from '@nestjs/common';
import { identityOps, type OperationInput, type OperationReply } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';
import { AuthService } from './auth/auth.service.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersService } from './users/users.service.js';

type Ops = typeof identityOps;
type In<K extends keyof Ops> = OperationInput<Ops[K]>;
type Out<K extends keyof Ops> = Promise<OperationReply<Ops[K]>>;

export const PASSWORD_CHANGED = 'Your password has been updated successfully.';

/** The identity service's operations. */
@Controller()
export class IdentityHandlers {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  @Handles(identityOps.login)
  login(input: In<'login'>): Out<'login'> {
    return this.auth.login(input);
  }

  @Handles(identityOps.logout)
  logout(input: In<'logout'>): Out<'logout'> {
    return this.auth.logout(input);
  }

  @Handles(identityOps.verifySession)
  verifySession(input: In<'verifySession'>): Out<'verifySession'> {
    return this.sessions.verify(input.body.sessionId);
  }

  @Handles(identityOps.loginHint)
  loginHint(_input: In<'loginHint'>): Out<'loginHint'> {
    return this.users.loginHint();
  }

  @Handles(identityOps.updateTheme)
  async updateTheme(input: In<'updateTheme'>): Out<'updateTheme'> {
    return { success: true, user: await this.users.updateTheme(input) };
  }

  @Handles(identityOps.changePassword)
  async changePassword(input: In<'changePassword'>): Out<'changePassword'> {
    await this.users.changePassword(input);
    return { success: true, message: PASSWORD_CHANGED };
  }

  @Handles(identityOps.listUsers)
  listUsers(input: In<'listUsers'>): Out<'listUsers'> {
    return this.users.list(input.query);
  }

  @Handles(identityOps.createUser)
  createUser(input: In<'createUser'>): Out<'createUser'> {
    return this.users.create(input);
  }

  @Handles(identityOps.updateUser)
  updateUser(input: In<'updateUser'>): Out<'updateUser'> {
    return this.users.update(input);
  }
}
