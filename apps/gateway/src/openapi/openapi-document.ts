import { z } from 'zod';
import { errorBodySchema, type Operation } from '@warroom/contracts';
import { SESSION_COOKIE } from '../access/session-cookie.js';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';

/**
 * The named schemas of the document: every schema the contracts give an id (`.meta({ id })`)
 * becomes a component, referenced wherever it is used instead of being written out again. A
 * schema whose input reading differs from its output (defaults, transforms) has both: the
 * input one named `<id>Input`.
 */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  /** A schema as JSON Schema, its named parts (and itself, if named) moved to the components. */
  ref(schema: z.ZodType, io: Io): JsonSchema {
    const id = z.globalRegistry.get(schema)?.id;
    const { $defs = {}, ...root } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      metadata: z.globalRegistry,
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const definitions: Record<string, JsonSchema> = { ...$defs };
    // A named schema comes back as a reference to its own definition, unless zod wrote it inline.
    if (id && !definitions[id]) definitions[id] = root;
    const names = this.namesFor(definitions, io);
    for (const [name, definition] of Object.entries(definitions)) {
      this.schemas[names.get(name) ?? name] = rewriteRefs(stripMeta(definition), names);
    }
    return id ? { $ref: `${COMPONENTS}${names.get(id) ?? id}` } : rewriteRefs(stripMeta(root), names);
  }

  /** The component name of each definition: its id, or `<id>Input` when its input reading differs. */
  private namesFor(definitions: Record<string, JsonSchema>, io: Io): Map<string, string> {
    let names = new Map(Object.keys(definitions).map((name) => [name, name]));
    // Two passes: a definition may differ only because one it refers to was renamed.
    for (let pass = 0; pass < 2; pass += 1) {
      const next = new Map<string, string>();
      for (const [name, definition] of Object.entries(definitions)) {
        const clean = JSON.stringify(rewriteRefs(stripMeta(definition), names));
        const existing = this.schemas[name];
        const same = existing === undefined || JSON.stringify(existing) === clean;
        next.set(name, same || io === 'output' ? name : `${name}Input`);
      }
      names = next;
    }
    return names;
  }
}

/**
 * Formats that say what their pattern says: the pattern is left out (it only repeats the format,
 * at length). Not `email`: the server's rule is narrower than RFC 5322's, so its pattern stays.
 */
const SELF_DESCRIBING_FORMATS = new Set(['date-time', 'date', 'uuid']);

function stripMeta(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, id: _name, ...rest } = schema;
  return JSON.parse(
    JSON.stringify(rest, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const { pattern, ...others } = value as JsonSchema;
        const format = (value as JsonSchema).format;
        if (pattern !== undefined && typeof format === 'string' && SELF_DESCRIBING_FORMATS.has(format)) return others;
      }
      return value;
    }),
  ) as JsonSchema;
}

/** `#/$defs/X` → `#/components/schemas/<its component name>`, everywhere in a schema. */
function rewriteRefs(value: JsonSchema, names: Map<string, string>): JsonSchema {
  return JSON.parse(
    JSON.stringify(value, (key, item: unknown) =>
      key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')
        ? `${COMPONENTS}${names.get(item.slice('#/$defs/'.length)) ?? item.slice('#/$defs/'.length)}`
        : item,
    ),
  ) as JsonSchema;
}

function parameters(operation: Operation): JsonSchema[] {
  const result: JsonSchema[] = [];
  const query = operation.http?.query ?? operation.query;
  for (const [location, schema] of [
    ['path', operation.params],
    ['query', query],
  ] as const) {
    if (!schema) continue;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      result.push({
        name,
        in: location,
        required: location === 'path' || (json.required?.includes(name) ?? false),
        schema: stripMeta(property),
      });
    }
  }
  return result;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `${COMPONENTS}ErrorBody` } } },
});

function responses(operation: Operation, components: Components): Record<string, unknown> {
  const http = operation.http;
  if (!http) return {};
  const success = String(http.status ?? 200);
  let content: Record<string, unknown>;
  if (http.produces) {
    content = { [http.produces]: { schema: { type: 'string' } } };
  } else if (http.paged) {
    const items = (operation.reply as unknown as { shape: { items: z.ZodType } }).shape.items;
    content = { 'application/json': { schema: components.ref(items, 'output') } };
  } else {
    content = { 'application/json': { schema: components.ref(http.reply ?? operation.reply, 'output') } };
  }
  const answers: Record<string, unknown> = {
    [success]:
      http.status === 204
        ? { description: 'Done; no content' }
        : {
            description: http.paged ? 'One page; the total in X-Total-Count, the next page in Link' : 'Success',
            content,
            ...(http.paged
              ? {
                  headers: {
                    'X-Total-Count': { description: 'How many items the list holds', schema: { type: 'integer' } },
                    Link: { description: 'The next page: `<…>; rel="next"`', schema: { type: 'string' } },
                  },
                }
              : {}),
          },
  };
  if (operation.params || operation.query || operation.body || http.query) answers[400] = errorResponse('Bad input');
  if (http.access.kind === 'roles') {
    answers[401] = errorResponse('Not signed in');
    answers[403] = errorResponse('Role not allowed');
  }
  if (operation.params) answers[404] = errorResponse('No such record');
  if (http.rateLimit) answers[429] = errorResponse('Too many requests (Retry-After)');
  for (const [status, description] of Object.entries(http.errors ?? {})) answers[status] = errorResponse(description);
  answers[503] = errorResponse('A service or NATS is down');
  return answers;
}

/**
 * The OpenAPI 3.1 document, made from the same operation declarations the gateway serves
 * and the same zod schemas that validate them: an operationId each, the session cookie as the
 * security scheme of every signed-in operation, named component schemas.
 */
export function buildOpenApiDocument(operations: readonly Operation[]): Record<string, unknown> {
  const components = new Components();
  components.ref(errorBodySchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const operation of operations) {
    const http = operation.http;
    if (!http) continue;
    http.tags.forEach((tag) => tags.add(tag));
    const entry: Record<string, unknown> = {
      operationId: operation.id,
      summary: http.summary,
      tags: [...http.tags],
      'x-access': http.access.kind === 'public' ? 'public' : http.access.roles.join(', '),
      security: http.access.kind === 'public' ? [] : [{ session: [] }],
      parameters: parameters(operation),
      responses: responses(operation, components),
    };
    if (operation.body && http.method !== 'GET') {
      entry.requestBody = {
        required: true,
        content: { 'application/json': { schema: components.ref(operation.body, 'input') } },
      };
    }
    (paths[http.path] ??= {})[http.method.toLowerCase()] = entry;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'War Room API',
      version: '1.0.0',
      description:
        'The API behind War Room. JSON in and out; the session is an httpOnly cookie set by POST /api/auth/login. Errors: `{ statusCode, message, errors? }`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} operations` })),
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie POST /api/auth/login sets (httpOnly, SameSite=Lax).',
        },
      },
    },
  };
}
