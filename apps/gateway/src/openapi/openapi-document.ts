import { z } from 'zod';
import { errorBodySchema } from '@warroom/contracts';
import type { RouteInfo } from '../access/route-inventory.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toSchema(errorBodySchema, 'output') } },
});

function parameters(route: RouteInfo): JsonSchema[] {
  const result: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', route.spec?.params],
    ['query', route.spec?.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      result.push({
        name,
        in: location,
        required: location === 'path' || json.required?.includes(name),
        schema: property,
      });
    }
  }
  return result;
}

/** The OpenAPI 3.1 document, built from the same zod schemas that validate each route. */
export function buildOpenApiDocument(routes: RouteInfo[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const spec = route.spec;
    if (!spec) continue;
    const access = spec.access.kind === 'public' ? 'public' : spec.access.roles.join(', ');
    const success = String(spec.status ?? 200);
    const operation: Record<string, unknown> = {
      summary: spec.summary,
      tags: spec.tags,
      'x-access': access,
      parameters: parameters(route),
      responses: {
        [success]: {
          description: 'Success',
          content: spec.produces
            ? { [spec.produces]: { schema: { type: 'string' } } }
            : spec.response
              ? { 'application/json': { schema: toSchema(spec.response, 'output') } }
              : undefined,
        },
        ...(spec.body || spec.query || spec.params ? { 400: errorResponse('Bad input') } : {}),
        ...(spec.access.kind === 'roles'
          ? { 401: errorResponse('Not signed in'), 403: errorResponse('Role not allowed') }
          : {}),
      },
    };
    if (spec.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(spec.body, 'input') } },
      };
    }
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'War Room API',
      version: '1.0.0',
      description:
        'The API behind War Room. JSON in and out; the session is an httpOnly cookie set by POST /api/auth/login. Errors: `{ statusCode, message, errors? }`.',
    },
    servers: [{ url: '/' }],
    paths,
  };
}
