import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { normalizeRole, type Caller, type SessionUser } from '@warroom/contracts';
import type { FastifyRequest } from 'fastify';

/** The signed-in user, as the identity service confirmed it for this request. */
export type CurrentUser = SessionUser & { sessionId: string };

export const SignedInUser = createParamDecorator((_data: unknown, context: ExecutionContext): CurrentUser => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: CurrentUser }>();
  if (!request.user) throw new Error('SignedInUser used on a route that does not require a session');
  return request.user;
});

export function callerOf(user: CurrentUser): Caller {
  return { id: user.id, email: user.email, sessionId: user.sessionId, name: user.name, role: normalizeRole(user.role) };
}
