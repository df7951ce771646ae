import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError, ErrorCode, normalizeRole } from '@warroom/contracts';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from './current-user.js';
import { ENDPOINT_METADATA, type EndpointSpec } from './endpoint.decorator.js';
import { SESSION_STRATEGY } from './session.strategy.js';

/**
 * Deny by default: a route is reachable only if its `@Endpoint` makes it public or
 * names the roles that may call it; then the session must be live and the role
 * (an unknown one counts as MEMBER) among them.
 */
@Injectable()
export class AccessGuard extends AuthGuard(SESSION_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const spec = this.reflector.get<EndpointSpec | undefined>(ENDPOINT_METADATA, context.getHandler());
    if (!spec) throw new DomainError(ErrorCode.Forbidden, 'Not allowed');
    if (spec.access.kind === 'public') return true;

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<FastifyRequest & { user: CurrentUser }>().user;
    if (!spec.access.roles.includes(normalizeRole(user.role))) {
      throw new DomainError(ErrorCode.Forbidden, 'Your role does not allow this');
    }
    return true;
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error) throw error;
    if (!user) throw new DomainError(ErrorCode.Unauthenticated, 'Not signed in');
    return user;
  }
}
