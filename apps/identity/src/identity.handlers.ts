import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  changePasswordRequestSchema,
  createUserRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  pageRequestSchema,
  parseInput,
  type Page,
  sessionRequestSchema,
  updateThemeRequestSchema,
  updateUserRequestSchema,
  type LoginHint,
  type LoginResult,
  type User,
} from '@warroom/contracts';
import { AuthService } from './auth/auth.service.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersService } from './users/users.service.js';

/** The identity service's NATS subjects; each payload is parsed at this edge. */
@Controller()
export class IdentityHandlers {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  @MessagePattern(Subjects.identity.login)
  login(@Payload() data: unknown): Promise<LoginResult> {
    return this.auth.login(parseInput(loginRequestSchema, data));
  }

  @MessagePattern(Subjects.identity.logout)
  logout(@Payload() data: unknown): Promise<{ success: true }> {
    return this.auth.logout(parseInput(logoutRequestSchema, data));
  }

  @MessagePattern(Subjects.identity.verifySession)
  verifySession(@Payload() data: unknown): Promise<User> {
    return this.sessions.verify(parseInput(sessionRequestSchema, data).sessionId);
  }

  @MessagePattern(Subjects.identity.loginHint)
  loginHint(): Promise<LoginHint> {
    return this.users.loginHint();
  }

  @MessagePattern(Subjects.identity.updateTheme)
  updateTheme(@Payload() data: unknown): Promise<User> {
    return this.users.updateTheme(parseInput(updateThemeRequestSchema, data));
  }

  @MessagePattern(Subjects.identity.changePassword)
  changePassword(@Payload() data: unknown): Promise<{ success: true }> {
    return this.users.changePassword(parseInput(changePasswordRequestSchema, data));
  }

  @MessagePattern(Subjects.identity.listUsers)
  listUsers(@Payload() data: unknown): Promise<Page<User>> {
    return this.users.list(parseInput(pageRequestSchema, data).page);
  }

  @MessagePattern(Subjects.identity.createUser)
  createUser(@Payload() data: unknown): Promise<User> {
    return this.users.create(parseInput(createUserRequestSchema, data));
  }

  @MessagePattern(Subjects.identity.updateUser)
  updateUser(@Payload() data: unknown): Promise<User> {
    return this.users.update(parseInput(updateUserRequestSchema, data));
  }
}
