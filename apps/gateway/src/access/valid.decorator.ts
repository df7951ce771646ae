import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { parseInput } from '@warroom/contracts';
import type { FastifyRequest } from 'fastify';
import { ENDPOINT_METADATA, type EndpointSpec } from './endpoint.decorator.js';

type Part = 'params' | 'query' | 'body';

/**
 * Injects the request's params, query or body parsed by the schema the route's
 * `@Endpoint` declares; bad input, a malformed path id included, is a 400 with every
 * field's message.
 */
export const Valid = createParamDecorator((part: Part, context: ExecutionContext): unknown => {
  const spec = Reflect.getMetadata(ENDPOINT_METADATA, context.getHandler()) as EndpointSpec | undefined;
  const schema = spec?.[part];
  if (!schema) throw new Error(`@Valid('${part}') needs a ${part} schema in the route's @Endpoint`);
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return parseInput(schema, request[part] ?? {});
});
