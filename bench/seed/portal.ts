/** Seeds the portal database: objectives with key results, metrics with points. */
import { countRows, inTransaction, withDb } from '../lib/db.ts';
import type { TopUp } from './results.ts';

/**
 * Tops `table` up to `target` rows with one statement that takes ($1, $2, $3) = (first new
 * number, target, `per`), in one transaction, then vacuums `vacuum`.
 */
async function topUp(
  portalUrl: string,
  table: string,
  vacuum: string,
  sql: string,
  target: number,
  per: number,
): Promise<TopUp> {
  return withDb(portalUrl, async (client) => {
    const have = await countRows(client, table);
    if (have >= target) return { before: have, added: 0, total: have };
    await inTransaction(client, async () => {
      await client.query(sql, [have + 1, target, per]);
    });
    await client.query(`vacuum (analyze) ${vacuum}`);
    return { before: have, added: target - have, total: target };
  });
}

/** Tops objectives up to `target`, each with `keyResults` key results. */
export async function seedObjectives(
  portalUrl: string,
  { target, keyResults = 4 }: { readonly target: number; readonly keyResults?: number },
): Promise<TopUp> {
  return topUp(
    portalUrl,
    'objectives',
    'objectives, key_results',
    `with o as (
       insert into objectives (id, title, description, created_at, updated_at)
       select gen_random_uuid(), 'Objective ' || g || ': ' || (array['Grow revenue', 'Ship the platform', 'Hire leaders', 'Cut churn', 'Raise reliability'])[1 + g % 5],
              case when g % 3 = 0 then null else 'Why this matters for the quarter, in a sentence or two (objective ' || g || ').' end,
              now() - (g * interval '1 hour'), now() - (g * interval '1 hour')
         from generate_series($1::int, $2::int) as g
       returning id, created_at)
     insert into key_results (id, objective_id, title, current, target, unit, position, created_at, updated_at)
     select gen_random_uuid(), o.id, 'Key result ' || (p + 1), (random() * 80)::int, 100, (array['%', 'users', 'EUR', 'ms'])[1 + p % 4], p, o.created_at, o.created_at
       from o, generate_series(0, $3::int - 1) as p`,
    target,
    keyResults,
  );
}

/** Tops metrics up to `target`, each with `points` points (one a day, newest today). */
export async function seedMetrics(
  portalUrl: string,
  { target, points = 1_000 }: { readonly target: number; readonly points?: number },
): Promise<TopUp> {
  return topUp(
    portalUrl,
    'metrics',
    'metrics, metric_points',
    `with m as (
       insert into metrics (id, key, label, unit, target, created_at, updated_at)
       select gen_random_uuid(), 'bench_metric_' || g, 'Metric ' || g, (array['%', 'EUR', 'ms', null])[1 + g % 4],
              case when g % 2 = 0 then 100 else null end, now() - (g * interval '1 minute'), now() - (g * interval '1 minute')
         from generate_series($1::int, $2::int) as g
       returning id)
     insert into metric_points (id, metric_id, ts, value, created_at)
     select gen_random_uuid(), m.id, date_trunc('day', now()) - (i * interval '1 day'), round((50 + 40 * sin(i / 20.0) + random() * 10)::numeric, 2), now()
       from m, generate_series(0, $3::int - 1) as i`,
    target,
    points,
  );
}
