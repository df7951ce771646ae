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
import { SESSION_COOKIE } from './session-cookie.js';

export const SESSION_STRATEGY = 'session';

const tokenPayloadSchema = z.object({ sub: z.uuid(), sid: z.uuid() });

/**
 * passport-jwt on the session cookie. A valid signature is not enough: the session
 * it names must still be live in the identity service (logout, password change,
 * deactivation and role changes apply on the next request).
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
    private readonly services: ServiceClient,
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
    const user = await this.services.call(identityOps.verifySession, { body: { sessionId: token.data.sid } });
    return user.id === token.data.sub ? { ...user, sessionId: token.data.sid } : false;
  }
}
