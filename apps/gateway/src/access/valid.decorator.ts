import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DomainError, ErrorCode, parseInput } from '@warroom/contracts';
import type { FastifyRequest } from 'fastify';
import { ENDPOINT_METADATA, type EndpointSpec } from './endpoint.decorator.js';

type Part = 'params' | 'query' | 'body';

/**
 * Injects the request's params, query or body parsed by the schema the route's
 * `@Endpoint` declares; bad input is a 400 with every field's message.
 */
export const Valid = createParamDecorator((part: Part, context: ExecutionContext): unknown => {
  const spec = Reflect.getMetadata(ENDPOINT_METADATA, context.getHandler()) as EndpointSpec | undefined;
  const schema = spec?.[part];
  if (!schema) throw new Error(`@Valid('${part}') needs a ${part} schema in the route's @Endpoint`);
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  try {
    return parseInput(schema, request[part] ?? {});
  } catch (error) {
    // A malformed id in the path names nothing that exists.
    if (part === 'params' && error instanceof DomainError) throw new DomainError(ErrorCode.NotFound, error.message);
    throw error;
  }
});
