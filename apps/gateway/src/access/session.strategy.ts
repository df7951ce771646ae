import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { identityOps } from '@warroom/contracts';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import { z } from 'zod';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';
import { ServiceClient } from '../services/service-client.js';
import type { CurrentUser } from './current-user.js';
import { SessionCache } from './session-cache.js';
import { SESSION_COOKIE } from './session-cookie.js';

export const SESSION_STRATEGY = 'session';

const tokenPayloadSchema = z.object({ sub: z.uuid(), sid: z.uuid() });

/**
 * passport-jwt on the session cookie. A valid signature is not enough: the session
 * it names must still be live in the identity service (logout, password change,
 * deactivation and role changes apply on the next request). What identity verified is kept
 * in `SessionCache` until identity says the user's sessions changed.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
    private readonly services: ServiceClient,
    private readonly sessions: SessionCache,
  ) {
    super({
      jwtFromRequest: (request: FastifyRequest) => request.cookies?.[SESSION_COOKIE] ?? null,
      // A KeyObject made once: given a string, jsonwebtoken first tries (and fails) to import it
      // as a public key on every request, ~15% of the gateway's CPU on signed-in reads (bench
      // profile). jsonwebtoken accepts a KeyObject; passport-jwt's types predate that.
      secretOrKey: createSecretKey(Buffer.from(options.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: unknown): Promise<CurrentUser | false> {
    const token = tokenPayloadSchema.safeParse(payload);
    if (!token.success) return false;
    const cached = this.sessions.get(token.data.sid);
    if (cached) return cached.id === token.data.sub ? cached : false;
    const startedAt = Date.now();
    const user = await this.services.call(identityOps.verifySession, { body: { sessionId: token.data.sid } });
    if (user.id !== token.data.sub) return false;
    const current = { ...user, sessionId: token.data.sid };
    this.sessions.set(current, startedAt);
    return current;
  }
}
