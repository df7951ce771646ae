import { Controller, Inject, Req, Res } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { gatewayOps, identityOps, type LoginReply, type Me, type OperationInput } from '@warroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Input } from '../access/operation-input.js';
import { clearSessionCookie, setSessionCookie } from '../access/session-cookie.js';
import { Serves } from '../access/serves.decorator.js';
import { ServiceClient } from '../services/service-client.js';

type LoginInput = OperationInput<typeof identityOps.login>;
type LogoutInput = OperationInput<typeof identityOps.logout>;

/** What sessions need beyond a service call: the cookie set and cleared, and `me` from the session. */
@Controller()
export class AuthController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(JwtService) private readonly jwt: JwtService,
  ) {}

  @Serves(identityOps.login)
  async login(
    @Input() input: LoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginReply> {
    const result = await this.services.call(identityOps.login, input);
    const expiresAt = new Date(result.expiresAt);
    const token = await this.jwt.signAsync(
      { sub: result.user.id, sid: result.sessionId },
      { expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) },
    );
    setSessionCookie(request, reply, token, expiresAt);
    return { user: result.user };
  }

  @Serves(identityOps.logout)
  async logout(
    @Input() input: LogoutInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ success: true }> {
    await this.services.call(identityOps.logout, input);
    clearSessionCookie(request, reply);
    return { success: true };
  }

  @Serves(gatewayOps.me)
  me(@SignedInUser() current: CurrentUser): Me {
    const { sessionId: _sessionId, ...user } = current;
    return { ...user, user };
  }
}
