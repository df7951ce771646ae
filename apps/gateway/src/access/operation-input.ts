import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { parseInput, takesCaller, type Operation } from '@warroom/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf, type CurrentUser } from './current-user.js';
import { OPERATION_METADATA } from './serves.decorator.js';

export type GatewayRequest = FastifyRequest & { user?: CurrentUser };

/**
 * The NATS input of an operation from an HTTP request: params, query and body parsed with
 * the declaration's schemas (bad input, a malformed path id included, is a 400 with every
 * field's message), the caller from the session, the client's address when it asks for it.
 */
export function inputOf(operation: Operation, request: GatewayRequest): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (operation.params) input.params = parseInput(operation.params, request.params ?? {});
  const query = operation.http?.query ?? operation.query;
  if (query) input.query = parseInput(query, request.query ?? {});
  // A GET has no body: an operation's body on a GET route is what the gateway itself sends (export chunks).
  if (operation.body && operation.http?.method !== 'GET') input.body = parseInput(operation.body, request.body ?? {});
  if (takesCaller(operation)) {
    if (!request.user) throw new Error(`${operation.id} takes a caller but the route is not signed in`);
    input.caller = callerOf(request.user);
  }
  if (operation.client) input.client = { address: request.ip };
  return input;
}

/** Injects `inputOf` for the route's operation, in a route written by hand. */
export const Input = createParamDecorator((_data: unknown, context: ExecutionContext): Record<string, unknown> => {
  const operation = Reflect.getMetadata(OPERATION_METADATA, context.getHandler()) as Operation | undefined;
  if (!operation) throw new Error('@Input() needs @Serves(operation) on the route');
  return inputOf(operation, context.switchToHttp().getRequest<GatewayRequest>());
});
