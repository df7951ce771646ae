import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError, ErrorCode, normalizeRole, type Operation } from '@warroom/contracts';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from './current-user.js';
import { OPERATION_METADATA } from './serves.decorator.js';
import { SESSION_STRATEGY } from './session.strategy.js';

/**
 * Deny by default: a route is reachable only if the operation it serves (`@Serves`) is
 * public or names the roles that may call it; then the session must be live and the role
 * (an unknown one counts as MEMBER) among them.
 */
@Injectable()
export class AccessGuard extends AuthGuard(SESSION_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.get<Operation | undefined>(OPERATION_METADATA, context.getHandler())?.http?.access;
    if (!access) throw new DomainError(ErrorCode.Forbidden, 'Not allowed');
    if (access.kind === 'public') return true;

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<FastifyRequest & { user: CurrentUser }>().user;
    if (!access.roles.includes(normalizeRole(user.role))) {
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
