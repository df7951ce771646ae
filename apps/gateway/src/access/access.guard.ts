import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, ErrorCode } from '@warroom/contracts';
import { ENDPOINT_METADATA, type EndpointSpec } from './endpoint.decorator.js';

/**
 * Deny by default: a route is reachable only if its `@Endpoint` makes it public or
 * names the roles that may call it.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const spec = this.reflector.get<EndpointSpec | undefined>(ENDPOINT_METADATA, context.getHandler());
    if (!spec) throw new DomainError(ErrorCode.Forbidden, 'Not allowed');
    if (spec.access.kind === 'public') return true;
    throw new DomainError(ErrorCode.Unauthenticated, 'Not signed in');
  }
}
