import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { identityOps } from '@warroom/contracts';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Strategy } from 'passport-jwt';
import { z } from 'zod';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';
import { ServiceClient } from '../services/service-client.js';
import type { CurrentUser } from './current-user.js';
import { SessionCache } from './session-cache.js';
import { SESSION_COOKIE } from './session-cookie.js';

export const SESSION_STRATEGY = 'session';

type PassportRequest = Parameters<Strategy['authenticate']>[0];

const tokenOf = (request: FastifyRequest): string | null => request.cookies?.[SESSION_COOKIE] ?? null;

const tokenPayloadSchema = z.object({ sub: z.uuid(), sid: z.uuid(), exp: z.number() });
type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** The most verified tokens held; the least recently used go first. */
export const VERIFIED_TOKENS_MAX = 20_000;

/**
 * passport-jwt on the session cookie. A valid signature is not enough: the session
 * it names must still be live in the identity service (logout, password change,
 * deactivation and role changes apply on the next request). What identity verified is kept
 * in `SessionCache` until identity says the user's sessions changed.
 *
 * A token whose signature and expiry passed is remembered, by its exact text, until it
 * expires: the same text under the same key verifies the same way, so a repeat skips the
 * HMAC and the JSON decoding (~8% of the gateway's CPU on a signed-in read, issue 19). The
 * session it names is still checked on every request, as above.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
    private readonly services: ServiceClient,
    private readonly sessions: SessionCache,
  ) {
    super({
      jwtFromRequest: tokenOf,
      // A KeyObject made once: given a string, jsonwebtoken first tries (and fails) to import it
      // as a public key on every request, ~15% of the gateway's CPU on signed-in reads (bench
      // profile). jsonwebtoken accepts a KeyObject; passport-jwt's types predate that.
      secretOrKey: createSecretKey(Buffer.from(options.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  private readonly verifiedTokens = new LRUCache<string, TokenPayload>({ max: VERIFIED_TOKENS_MAX });

  /** A token verified before (and not yet expired) goes straight to the session check; any other through passport-jwt. */
  override authenticate(request: PassportRequest, options?: unknown): void {
    // Nest's guard hands passport the Fastify request; passport's types name Express's.
    const fastifyRequest = request as unknown as FastifyRequest;
    const text = tokenOf(fastifyRequest);
    const payload = text === null ? undefined : this.verifiedTokens.get(text);
    if (payload === undefined) return super.authenticate(request, options);
    this.userOf(payload).then(
      (user) => (user ? this.success(user) : this.fail(401)),
      (error: unknown) => this.error(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** passport-jwt's callback, once the token's signature and expiry passed. */
  async validate(request: FastifyRequest, payload: unknown): Promise<CurrentUser | false> {
    const token = tokenPayloadSchema.safeParse(payload);
    if (!token.success) return false;
    const text = tokenOf(request);
    const ttl = token.data.exp * 1000 - Date.now();
    if (text !== null && ttl > 0) this.verifiedTokens.set(text, token.data, { ttl });
    return this.userOf(token.data);
  }

  /** The user of a verified token, if the session it names is live. */
  private async userOf(token: TokenPayload): Promise<CurrentUser | false> {
    const cached = this.sessions.get(token.sid);
    if (cached) return cached.id === token.sub ? cached : false;
    const startedAt = Date.now();
    const user = await this.services.call(identityOps.verifySession, { body: { sessionId: token.sid } });
    if (user.id !== token.sub) return false;
    const current = { ...user, sessionId: token.sid };
    this.sessions.set(current, startedAt);
    return current;
  }
}
