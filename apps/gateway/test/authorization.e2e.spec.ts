import { api, bodyOf, session, type Session } from '@warroom/testing';
import type { Role } from '@warroom/contracts';
import { z } from 'zod';
import { AUTHORIZATION_MATRIX, CALLERS, type Caller } from './authorization-matrix.js';
import { adminSession, createUser, signIn, type TestUser } from './support.js';

/** What this test reads of the OpenAPI document: each operation's `x-access`, checked below. */
const openApiSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ 'x-access': z.unknown().optional() }))),
});

describe('authorization matrix (PRODUCT.md section 3)', () => {
  const users = new Map<Role, TestUser>();

  beforeAll(async () => {
    const admin = await adminSession();
    for (const role of ['MEMBER', 'CTO', 'CEO'] as const) users.set(role, await createUser(admin, role));
  });

  /** A fresh session per call, so that a row like logout cannot spoil the next one. */
  async function clientFor(caller: Caller): Promise<Session> {
    if (caller === 'nobody') return session();
    if (caller === 'ADMIN') return adminSession();
    return signIn(users.get(caller) as TestUser);
  }

  const cases = AUTHORIZATION_MATRIX.flatMap((row) =>
    CALLERS.map((caller) => ({ ...row, caller, expected: row.expect[caller] })),
  );

  it.each(cases)('$method $route as $caller -> $expected', async ({ method, route, path, body, caller, expected }) => {
    const client = await clientFor(caller);
    const response = await client.request(path ?? route, { method, json: body });
    expect({ status: response.status, body: response.status === expected ? 'ok' : response.text }).toEqual({
      status: expected,
      body: 'ok',
    });
  });
});

describe('route inventory', () => {
  it('every route declares who may call it, and every route is in the authorization matrix', async () => {
    const reference = await api('/api/docs/openapi.json');
    expect(reference.status).toBe(200);
    const served = Object.entries(bodyOf(reference, openApiSchema).paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(served.length).toBeGreaterThan(0);
    for (const { key, operation } of served) {
      expect({ key, access: operation['x-access'] }).toEqual({ key, access: expect.any(String) });
    }
    const inMatrix = new Set(AUTHORIZATION_MATRIX.map((row) => `${row.method} ${row.route}`));
    expect(served.map((s) => s.key).filter((key) => !inMatrix.has(key))).toEqual([]);
    expect([...inMatrix].filter((key) => !served.some((s) => s.key === key))).toEqual([]);
  });
});
