import pg from 'pg';

/** Runs fn with one connected client, then closes it. */
export async function withDb(url, fn) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function query(url, sql, params) {
  return withDb(url, async (c) => (await c.query(sql, params)).rows);
}
