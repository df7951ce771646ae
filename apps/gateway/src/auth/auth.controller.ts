import { Controller, Inject, Req, Res } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  gatewayOps,
  identityOps,
  invitationOps,
  type LoginReply,
  type LoginResult,
  type Me,
  type OperationInput,
  type User,
} from '@warroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Input, inputOf } from '../access/operation-input.js';
import { SessionCache } from '../access/session-cache.js';
import { clearSessionCookie, setSessionCookie } from '../access/session-cookie.js';
import { Serves } from '../access/serves.decorator.js';
import { rateLimitOf } from '../operations/operations.controller.js';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { ServiceClient } from '../services/service-client.js';

type LoginInput = OperationInput<typeof identityOps.login>;
type LogoutInput = OperationInput<typeof identityOps.logout>;
type AcceptInput = OperationInput<typeof invitationOps.accept>;

/** What sessions need beyond a service call: the cookie set and cleared, and `me` from the session. */
@Controller()
export class AuthController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  @Serves(identityOps.login)
  async login(
    @Input() input: LoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginReply> {
    const result = await this.services.call(identityOps.login, input);
    return { user: await this.signIn(result, request, reply) };
  }

  /** PRODUCT.md section 9: the invitee's account is made and signed in at once. */
  @Serves(invitationOps.accept)
  async acceptInvitation(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User> {
    this.limiter.hit(rateLimitOf('token', this.options), request.ip);
    const input = inputOf(invitationOps.accept, request) as AcceptInput;
    return this.signIn(await this.services.call(invitationOps.accept, input), request, reply);
  }

  @Serves(identityOps.logout)
  async logout(
    @Input() input: LogoutInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ success: true }> {
    await this.services.call(identityOps.logout, input);
    this.sessions.forgetUser(input.caller.id);
    clearSessionCookie(request, reply);
    return { success: true };
  }

  /** The session cookie for a session identity opened. */
  private async signIn(result: LoginResult, request: FastifyRequest, reply: FastifyReply): Promise<User> {
    const expiresAt = new Date(result.expiresAt);
    const token = await this.jwt.signAsync(
      { sub: result.user.id, sid: result.sessionId },
      { expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) },
    );
    setSessionCookie(request, reply, token, expiresAt);
    return result.user;
  }

  @Serves(gatewayOps.me)
  me(@SignedInUser() current: CurrentUser): Me {
    const { sessionId: _sessionId, completeProfile, ...user } = current;
    return { ...user, completeProfile, user };
  }
}
