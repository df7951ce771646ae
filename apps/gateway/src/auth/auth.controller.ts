import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  ALL_ROLES,
  Subjects,
  loginBodySchema,
  loginHintSchema,
  loginReplySchema,
  meSchema,
  type LoginBody,
  type LoginHint,
  type LoginReply,
  type LoginResult,
  type Me,
} from '@warroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Endpoint, PUBLIC, signedIn } from '../access/endpoint.decorator.js';
import { clearSessionCookie, setSessionCookie } from '../access/session-cookie.js';
import { Valid } from '../access/valid.decorator.js';
import { ServiceClient } from '../services/service-client.js';

const successSchema = z.object({ success: z.literal(true) });

@Controller('auth')
export class AuthController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(JwtService) private readonly jwt: JwtService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Endpoint({
    summary: 'Sign in with email and password; sets the session cookie',
    access: PUBLIC,
    body: loginBodySchema,
    response: loginReplySchema,
    tags: ['auth'],
  })
  async login(
    @Valid('body') body: LoginBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginReply> {
    const result = await this.services.request<LoginResult>('identity', Subjects.identity.login, {
      ...body,
      clientAddress: request.ip,
    });
    const expiresAt = new Date(result.expiresAt);
    const token = await this.jwt.signAsync(
      { sub: result.user.id, sid: result.sessionId },
      { expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) },
    );
    setSessionCookie(request, reply, token, expiresAt);
    return { user: result.user };
  }

  @Post('logout')
  @HttpCode(200)
  @Endpoint({ summary: 'End the session', access: signedIn(ALL_ROLES), response: successSchema, tags: ['auth'] })
  async logout(
    @SignedInUser() user: CurrentUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ success: true }> {
    await this.services.request('identity', Subjects.identity.logout, { caller: callerOf(user) });
    clearSessionCookie(request, reply);
    return { success: true };
  }

  @Get('me')
  @Endpoint({ summary: 'The signed-in user', access: signedIn(ALL_ROLES), response: meSchema, tags: ['auth'] })
  me(@SignedInUser() current: CurrentUser): Me {
    const { sessionId: _sessionId, ...user } = current;
    return { ...user, user };
  }

  @Get('login-hint')
  @Endpoint({
    summary: 'The default admin credentials while that account still has its default password, else null',
    access: PUBLIC,
    response: loginHintSchema,
    tags: ['auth'],
  })
  loginHint(): Promise<LoginHint> {
    return this.services.request<LoginHint>('identity', Subjects.identity.loginHint, {}, { idempotent: true });
  }
}
