import pg from 'pg';

/** PostgreSQL's cost for a plan that needs a step it was told not to use (`disable_cost`). */
const DISABLED_COST = 1e10;

export type IndexServedPlan = {
  /** Whether the statement can be answered without reading the whole table or sorting it. */
  readonly indexServed: boolean;
  /** The plan's node types, outermost first, for the message of a failed check. */
  readonly nodes: readonly string[];
};

type PlanNode = { 'Node Type': string; 'Total Cost': number; Plans?: PlanNode[] };

function nodeTypes(node: PlanNode): string[] {
  return [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];
}

/**
 * Whether PostgreSQL can answer a statement (MikroORM's `?` placeholders) from an index in its
 * order, whatever the table's size: it is planned with sequential scans and sorts turned off,
 * and a plan that still needs one costs `disable_cost` more. A page query that would sort its
 * whole table (an ORDER BY the index does not serve) fails this on a table of any size, where
 * timing it would only show at a million rows.
 */
export async function indexServedPlan(
  databaseUrl: string,
  sql: string,
  params: readonly unknown[],
): Promise<IndexServedPlan> {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${(n += 1)}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_sort = off');
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${text}`, [
      ...params,
    ]);
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error('no plan');
    return { indexServed: plan['Total Cost'] < DISABLED_COST, nodes: nodeTypes(plan) };
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}
