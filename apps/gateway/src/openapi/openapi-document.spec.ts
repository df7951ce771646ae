import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@warroom/contracts';
import { OPERATIONS, type Operation } from '@warroom/contracts';
import { buildOpenApiDocument } from './openapi-document.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

type Document = {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

/** Where each operation is exported, as a TypeScript type expression (`(typeof documentOps)['get']`). */
function typeExpressions(): Map<Operation, string> {
  const found = new Map<Operation, string>();
  const visit = (value: unknown, expression: string, depth: number): void => {
    if (!value || typeof value !== 'object' || depth > 2) return;
    if (OPERATIONS.includes(value as Operation)) {
      found.set(value as Operation, expression);
      return;
    }
    for (const [key, inner] of Object.entries(value)) visit(inner, `(${expression})['${key}']`, depth + 1);
  };
  for (const [name, value] of Object.entries(contracts)) {
    if (name.endsWith('Ops') || name.endsWith('Op')) visit(value, `typeof ${name}`, 0);
  }
  return found;
}

/**
 * A TypeScript file that holds, for every operation with a JSON answer, the type a client
 * generated from the document gets against the type the web reads (the declaration's reply,
 * or its items for a page): it compiles only if they agree both ways.
 */
function agreementChecks(): string {
  const expressions = typeExpressions();
  const imports = [...new Set([...expressions.values()].map((expression) => expression.split(/[\s)]/)[1]))];
  const lines = [
    "import type { operations } from './api';",
    `import type { OperationReply, ${imports.join(', ')} } from '@warroom/contracts';`,
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    "type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;",
    "type Answer<Id extends keyof operations, S extends keyof operations[Id]['responses']> = JsonOf<operations[Id]['responses'][S]>;",
    'type Items<P> = P extends { items: (infer I)[] } ? I[] : never;',
  ];
  for (const operation of OPERATIONS) {
    const http = operation.http;
    // A 204 answers nothing to compare.
    if (!http || http.produces || http.reply || http.status === 204) continue;
    const reply = `OperationReply<${expressions.get(operation) ?? 'never'}>`;
    const web = http.paged ? `Items<${reply}>` : reply;
    lines.push(`export const ${operation.id}: Same<Answer<'${operation.id}', ${http.status ?? 200}>, ${web}> = true;`);
  }
  return `${lines.join('\n')}\n`;
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(OPERATIONS) as unknown as Document;
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'warroom-openapi-'));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has an operationId per operation, and the session cookie on every signed-in one', () => {
    const served = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(served.map((operation) => operation.operationId).sort()).toEqual(
      OPERATIONS.filter((operation) => operation.http)
        .map((operation) => operation.id)
        .sort(),
    );
    for (const operation of OPERATIONS.filter((candidate) => candidate.http?.access.kind === 'roles')) {
      const entry = document.paths[operation.http?.path ?? '']?.[operation.http?.method.toLowerCase() ?? ''];
      expect({ id: operation.id, security: entry?.security }).toEqual({
        id: operation.id,
        security: [{ session: [] }],
      });
    }
    expect(Object.keys(document.components.schemas).length).toBeGreaterThan(30);
  });

  it("passes redocly's recommended rules with no error", () => {
    const lint = spawnSync(bin('redocly'), ['lint', 'openapi.json', '--extends', 'recommended', '--format', 'json'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('generates a client (openapi-typescript) whose answers type-check against what the web reads', () => {
    const generated = spawnSync(bin('openapi-typescript'), ['openapi.json', '-o', 'api.d.ts'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(generated.status).toBe(0);
    writeFileSync(join(dir, 'agreement.ts'), agreementChecks());
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2023',
          skipLibCheck: true,
          types: [],
          paths: { '@warroom/contracts': [join(root, 'libs/contracts/src/index.ts')] },
        },
        files: ['agreement.ts'],
      }),
    );
    const checked = spawnSync(process.execPath, [join(root, 'node_modules/tsgo/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  }, 120_000);
});
