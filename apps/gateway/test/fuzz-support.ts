import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import pg from 'pg';
import type { NatsConnection } from '@nats-io/transport-node';
import { api, bodyOf, connectToNats, mailBacklog, type ApiResponse } from '@warroom/testing';
import { fieldErrorSchema } from '@warroom/contracts';
import { z } from 'zod';
import type { JsonSchema } from './fuzz-arbitraries.js';

/** One operation of the OpenAPI document the gateway serves. */
export type FuzzRoute = {
  readonly method: string;
  /** As the document names it: `/api/decisions/{id}`. */
  readonly path: string;
  readonly access: string;
  readonly body: JsonSchema | undefined;
  readonly query: readonly { name: string; schema: JsonSchema }[];
  readonly pathParams: readonly string[];
  /** The content type of a successful answer (JSON unless the route exports a file). */
  readonly produces: string;
};

/** A schema of the document: the parts the arbitraries read checked, everything else kept as it came. */
const jsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), jsonSchemaSchema).optional(),
    required: z.array(z.string()).optional(),
    additionalProperties: z.union([z.boolean(), jsonSchemaSchema]).optional(),
    items: jsonSchemaSchema.optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    pattern: z.string().optional(),
    format: z.string().optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    anyOf: z.array(jsonSchemaSchema).optional(),
    oneOf: z.array(jsonSchemaSchema).optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.number().optional(),
    exclusiveMaximum: z.number().optional(),
    default: z.unknown().optional(),
    'x-max-json-bytes': z.number().optional(),
  }),
);

/** What the fuzz reads of an operation of the document (its schemas with their references inlined). */
const operationSchema = z.object({
  'x-access': z.string().optional(),
  parameters: z.array(z.looseObject({ name: z.string(), in: z.string(), schema: jsonSchemaSchema })).optional(),
  requestBody: z
    .object({ content: z.record(z.string(), z.object({ schema: jsonSchemaSchema.optional() })).optional() })
    .optional(),
  responses: z.record(z.string(), z.object({ content: z.record(z.string(), z.unknown()).optional() })).optional(),
});

const pathsSchema = z.record(z.string(), z.record(z.string(), operationSchema));
type OpenApiPaths = z.output<typeof pathsSchema>;

/** The document as the gateway serves it, its schemas still referring to its components. */
const openApiDocumentSchema = z.object({
  paths: z.record(z.string(), z.unknown()),
  components: z.object({ schemas: z.record(z.string(), z.unknown()).optional() }).optional(),
});
type OpenApiDocument = z.output<typeof openApiDocumentSchema>;

const COMPONENT_REF = '#/components/schemas/';

/**
 * The document with every `$ref` to a component schema replaced by the schema it names, so
 * that the arbitraries see each route's whole schema. A reference that cannot be resolved (or
 * one that would recurse) throws: a schema the fuzz cannot read would make its "valid" input
 * anything at all, and the route would silently be fuzzed with refusals only.
 */
export function inlineComponents(document: OpenApiDocument): OpenApiPaths {
  const components = document.components?.schemas ?? {};
  const inline = (value: unknown, trail: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => inline(item, trail));
    if (typeof value !== 'object' || value === null) return value;
    const { $ref, ...rest } = value as Record<string, unknown>;
    if (typeof $ref === 'string') {
      const name = $ref.startsWith(COMPONENT_REF) ? $ref.slice(COMPONENT_REF.length) : undefined;
      if (name === undefined || !(name in components)) throw new Error(`cannot resolve ${$ref}`);
      if (trail.includes(name)) throw new Error(`recursive schema ${[...trail, name].join(' > ')}`);
      return { ...(inline(components[name], [...trail, name]) as object), ...(inline(rest, trail) as object) };
    }
    return Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, inline(item, trail)]));
  };
  return pathsSchema.parse(inline(document.paths, []));
}

export async function loadRoutes(baseUrl: string): Promise<FuzzRoute[]> {
  const answer = await api('/api/docs/openapi.json', { baseUrl });
  if (answer.status !== 200) throw new Error(`no OpenAPI document: ${answer.status}`);
  const paths = inlineComponents(bodyOf(answer, openApiDocumentSchema));
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const success = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
      return {
        method: method.toUpperCase(),
        path,
        access: operation['x-access'] ?? '',
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query'),
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        produces: Object.keys(success?.content ?? {})[0] ?? 'application/json',
      };
    }),
  );
}

export const routeKey = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

/**
 * Tables, by `<service>.<table>`, that change by design when a request is refused, and the rows
 * of them that may change. A failed login is recorded for the throttle (PRODUCT.md section 4:
 * 5 per email, 20 per address) and is a change of state that is audited (section 6) — the
 * refusal itself is the event. A wrong current password in a password change is recorded for
 * the same throttle (not audited). Nothing else may move.
 */
const EXPECTED_ON_REJECTION: Record<string, string> = {
  // Every attempt, failed or not, of a login or a password change is the throttle's memory.
  'identity.login_attempts': 'false',
  // The auth.login_failed event, written in the same transaction as the attempt.
  'identity.outbox': "type <> 'auth.login_failed'",
  // ...and its audit entry.
  'audit.audit_log': "action <> 'auth.login_failed'",
};

export type Snapshot = Record<string, { rows: number; md5: string }>;

/** Row counts and an md5 of every table's ordered rows, in every database of the stack. */
export class DatabaseSnapshots {
  private constructor(
    private readonly clients: Map<string, pg.Client>,
    private readonly nc: NatsConnection,
  ) {}

  static async open(adminUrl: string, prefix: string, natsUrl: string): Promise<DatabaseSnapshots> {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const names = await admin
      .query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY 1', [prefix])
      .finally(() => admin.end());
    const clients = new Map<string, pg.Client>();
    for (const { datname } of names.rows) {
      const url = new URL(adminUrl);
      url.pathname = `/${datname}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      clients.set(datname.slice(prefix.length), client);
    }
    if (clients.size < 4) throw new Error(`expected the databases of every service, found ${[...clients.keys()]}`);
    return new DatabaseSnapshots(clients, await connectToNats(natsUrl));
  }

  async take(): Promise<Snapshot> {
    const snapshot: Snapshot = {};
    for (const [service, client] of this.clients) {
      const tables = await client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
      );
      for (const { table_name: table } of tables.rows) {
        const name = `${service}.${table}`;
        const where = EXPECTED_ON_REJECTION[name] ?? 'true';
        const result = await client.query<{ rows: string; md5: string }>(
          `SELECT count(*) AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM "${table}" t WHERE ${where}`,
        );
        const row = result.rows[0];
        snapshot[name] = { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' };
      }
    }
    return snapshot;
  }

  /** Outbox rows in all, those not yet relayed, and audit entries. */
  async progress(): Promise<{ events: number; pending: number; audited: number }> {
    const progress = { events: 0, pending: 0, audited: 0 };
    for (const [service, client] of this.clients) {
      if (service === 'audit') {
        const result = await client.query<{ n: string }>('SELECT count(*) AS n FROM audit_log');
        progress.audited += Number(result.rows[0]?.n ?? 0);
        continue;
      }
      const result = await client.query<{ events: string; pending: string }>(
        'SELECT count(*) AS events, count(*) FILTER (WHERE published_at IS NULL) AS pending FROM outbox',
      );
      progress.events += Number(result.rows[0]?.events ?? 0);
      progress.pending += Number(result.rows[0]?.pending ?? 0);
    }
    return progress;
  }

  /**
   * Waits until every outbox row is relayed and has its audit entry (one per event, PRODUCT.md
   * section 6), and the mail module has handled every event (it issues link tokens and invites
   * accepted applicants in the background), then answers a snapshot.
   */
  async settled(timeoutMs = 60_000): Promise<Snapshot> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { events, pending, audited } = await this.progress();
      const mailPending = await mailBacklog(this.nc);
      if (pending === 0 && events === audited && mailPending === 0) return this.take();
      if (Date.now() > deadline) {
        throw new Error(
          `the stack did not settle within ${timeoutMs} ms: ${pending} of ${events} events pending, ${audited} audited, ${mailPending} not yet handled by the mail module`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((client) => client.end()));
    await this.nc.close();
  }
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => `${name}: ${before[name]?.rows ?? '-'} -> ${after[name]?.rows ?? '-'} rows`);
}

/** What a client reads in an error answer that it should not: stack traces and internals. */
const INTERNAL_TEXT =
  /TypeError|ReferenceError|RangeError|SyntaxError:|Cannot read prop|is not a function|undefined is not|\n\s+at |\bat [\w.<>]+ \([^)]*:\d+:\d+\)|node_modules|\.[jt]s:\d+|ECONNREFUSED|QueryFailed|duplicate key|violates .* constraint|invalid input syntax|unsupported Unicode|DriverException|MikroORM|NatsError|\bstack ?trace\b|"stack"|\bFST_|fastify/i;

/** An error answer as it came: its parts are judged one by one below, each with its own finding. */
const errorShapeSchema = z.object({
  statusCode: z.unknown().optional(),
  message: z.unknown().optional(),
  errors: z.unknown().optional(),
});

/** Why an answer breaks the rules of PRODUCT.md section 2, or undefined when it does not. */
export function problemWith(response: ApiResponse, route: FuzzRoute): string | undefined {
  const { status } = response;
  const type = response.headers.get('content-type') ?? '';
  if (status >= 500) return `server error ${status}`;
  if (status < 200 || (status >= 300 && status < 400)) return `unexpected status ${status}`;
  if (status < 300) {
    if (status === 204) return undefined;
    const expected = route.produces.split(';')[0] ?? route.produces;
    return type.includes(expected) ? undefined : `2xx with content-type '${type}', expected ${expected}`;
  }
  if (!type.includes('application/json')) return `${status} with content-type '${type}'`;
  const read = errorShapeSchema.safeParse(response.body);
  if (!read.success) return `${status} without a JSON object body`;
  const body = read.data;
  if (body.statusCode !== status) return `${status} with statusCode ${String(body.statusCode)}`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return `${status} without a message`;
  if (INTERNAL_TEXT.test(response.text)) return `${status} shows internal text: ${response.text.slice(0, 300)}`;
  if (body.errors !== undefined) {
    const errors = z.array(z.unknown()).safeParse(body.errors);
    if (!errors.success) return `${status} with errors that are not a list`;
    for (const error of errors.data) {
      if (!fieldErrorSchema.safeParse(error).success) {
        return `${status} with an error entry without path and message: ${JSON.stringify(error).slice(0, 200)}`;
      }
    }
  }
  if (status === 429 && !response.headers.get('retry-after')) return '429 without Retry-After';
  return undefined;
}

/** Runs `tasks` with at most `limit` at once. */
export async function inPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => worker()));
}

/** Totals of a fuzz run, written to FUZZ_RESULTS for `npm run fuzz` and docs/security.md. */
export class FuzzStats {
  readonly started = Date.now();
  readonly statuses: Record<string, number> = {};
  readonly routes: Record<
    string,
    {
      inputs: number;
      requests: number;
      statuses: Record<string, number>;
      batches: number;
      batchesCompared: number;
      /** Refused requests in batches whose databases were compared. */
      refusedCompared: number;
      /** Requests of inputs generated to be valid (each input as every role), and how many were accepted (2xx). */
      validSent: number;
      validAccepted: number;
    }
  > = {};
  readonly problems: string[] = [];
  /**
   * Requests that got no HTTP answer at all the first time (a connection-level failure, seen
   * once in CI for three concurrent requests, cause not found) and were sent again: reported
   * in the results, never hidden; a second failure is a problem.
   */
  readonly transportRetries: string[] = [];

  route(key: string) {
    return (this.routes[key] ??= {
      inputs: 0,
      requests: 0,
      statuses: {},
      batches: 0,
      batchesCompared: 0,
      refusedCompared: 0,
      validSent: 0,
      validAccepted: 0,
    });
  }

  count(key: string, status: number): void {
    const route = this.route(key);
    route.requests += 1;
    route.statuses[status] = (route.statuses[status] ?? 0) + 1;
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  write(file: string | undefined, runs: number): void {
    if (!file) return;
    const requests = Object.values(this.routes).reduce((sum, route) => sum + route.requests, 0);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cores: cpus().length, node: process.version },
          runs,
          routes: Object.keys(this.routes).length,
          requests,
          durationMs: Date.now() - this.started,
          statuses: this.statuses,
          problems: this.problems,
          transportRetries: this.transportRetries,
          perRoute: this.routes,
        },
        null,
        2,
      )}\n`,
    );
  }
}
