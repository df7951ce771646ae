import { Controller, Inject, Req, Res, type Type } from '@nestjs/common';
import { OPERATIONS, type HttpBinding, type Operation, type PageQuery, type ServiceName } from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { inputOf, type GatewayRequest } from '../access/operation-input.js';
import { SessionCache } from '../access/session-cache.js';
import { Serves } from '../access/serves.decorator.js';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';
import { sendPage } from '../platform/paging.js';
import { RateLimiter, type RateLimit } from '../rate-limit/rate-limiter.js';
import { ServiceClient } from '../services/service-client.js';
import { HeldStatuses } from './held-statuses.js';
import { idempotencyKeyOf } from './idempotency-key.js';

type ServedOperation = Operation & { service: ServiceName };
type RateLimitName = NonNullable<HttpBinding['rateLimit']>;

/** Operations the gateway serves from their declaration alone. */
export const DECLARED_OPERATIONS = OPERATIONS.filter(
  (operation): operation is ServedOperation =>
    operation.http !== undefined && !operation.http.custom && operation.service !== 'gateway',
);

/** The per-address limits an operation may declare (PRODUCT.md sections 5 and 9). */
export function rateLimitOf(name: RateLimitName, options: GatewayOptions): RateLimit {
  switch (name) {
    case 'submit':
      return { name, limit: options.rateLimitSubmitPerHour, windowMs: 3600_000 };
    case 'lookup':
      return { name, limit: options.rateLimitLookupPerMinute, windowMs: 60_000 };
    case 'token':
      return { name, limit: options.rateLimitTokenPerMinute, windowMs: 60_000 };
  }
}

@Controller()
class OperationsController {
  constructor(
    @Inject(ServiceClient) readonly services: ServiceClient,
    @Inject(RateLimiter) readonly limiter: RateLimiter,
    @Inject(GATEWAY_OPTIONS) readonly options: GatewayOptions,
    @Inject(SessionCache) readonly sessions: SessionCache,
    @Inject(HeldStatuses) readonly statuses: HeldStatuses,
  ) {}

  /**
   * One route: the rate limit it declares, its input parsed and sent to its service (a write
   * with its idempotency key), the reply as it is or, for a page, its items as their service
   * wrote them, with their total.
   * A status lookup may be answered from what this replica holds (HeldStatuses).
   */
  async serve(operation: ServedOperation, request: GatewayRequest, reply: FastifyReply): Promise<unknown> {
    const limit = operation.http?.rateLimit;
    if (limit) this.limiter.hit(rateLimitOf(limit, this.options), request.ip);
    const input = inputOf(operation, request);
    if (operation.http?.paged) {
      return sendPage(reply, request, input.query as PageQuery, await this.services.page(operation, input as never));
    }
    const idempotencyKey = idempotencyKeyOf(operation, request);
    const held = this.statuses.held(operation, input);
    if (held) return held;
    const readFrom = Date.now();
    let result: unknown;
    try {
      result = await this.services.call(operation, input as never, { idempotencyKey });
    } finally {
      this.statuses.answered(operation, input, result, readFrom);
    }
    // A change in identity (a password, a role, a theme…) may change what a session carries:
    // this replica trusts no session it verified before it (the others hear identity's notice).
    if (operation.service === 'identity' && operation.delivery !== 'read') this.sessions.clear();
    return result;
  }
}

/**
 * The controller of every declared operation: one route each, made from its declaration
 * (method, path, status, access, schemas), so that a new endpoint is its declaration plus
 * its handler in the service. Routes that really differ are written by hand.
 */
export function declaredOperationsController(): Type {
  const prototype = OperationsController.prototype as unknown as Record<string, unknown>;
  for (const operation of DECLARED_OPERATIONS) {
    const route = function (this: OperationsController, request: GatewayRequest, reply: FastifyReply) {
      return this.serve(operation, request, reply);
    };
    Object.defineProperty(route, 'name', { value: operation.id });
    prototype[operation.id] = route;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, operation.id) as PropertyDescriptor;
    Serves(operation)(prototype, operation.id, descriptor);
    Req()(prototype, operation.id, 0);
    Res({ passthrough: true })(prototype, operation.id, 1);
    Object.defineProperty(prototype, operation.id, descriptor);
  }
  return OperationsController;
}
