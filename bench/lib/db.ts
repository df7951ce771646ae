import pg from 'pg';
import type { Client } from 'pg';
import { z } from 'zod';

export type Db = Client;

/** A bigint or numeric column (pg sends them as text), a float, or null, read as `Number(value)`. */
export const pgNumber = z.union([z.number(), z.string(), z.null()]).transform((value) => Number(value));

const countRow = z.object({ n: z.number() });

/** Runs fn with one connected client, then closes it. */
export async function withDb<T>(url: string, fn: (client: Db) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The rows of one statement, each checked against `row`. */
export async function rowsOf<S extends z.ZodType>(
  client: Db,
  sql: string,
  row: S,
  params?: readonly unknown[],
): Promise<z.output<S>[]> {
  const { rows } = await client.query(sql, params ? [...params] : undefined);
  return z.array(row).parse(rows);
}

/** One statement on its own connection. */
export async function query<S extends z.ZodType>(
  url: string,
  sql: string,
  row: S,
  params?: readonly unknown[],
): Promise<z.output<S>[]> {
  return withDb(url, (client) => rowsOf(client, sql, row, params));
}

/** `select count(*)::int as n from <from>` (a table, with a where clause if need be). */
export async function countRows(client: Db, from: string, params?: readonly unknown[]): Promise<number> {
  const [first] = await rowsOf(client, `select count(*)::int as n from ${from}`, countRow, params);
  return first.n;
}

/** fn inside begin/commit; rolled back (and the error thrown again) when it fails. */
export async function inTransaction(client: Db, fn: () => Promise<void>): Promise<void> {
  await client.query('begin');
  try {
    await fn();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
