import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, type ExpressionBuilder } from 'kysely';
import {
  ATTENTION_SHOWN_MAX,
  ATTENTION_THRESHOLD,
  DecisionStatus,
  PENDING_DECISIONS_SHOWN,
  Rag,
  type Dashboard,
} from '@warroom/contracts';
import { COUNT } from '../common/rows.js';
import { portalDb, type PortalDb } from '../portal-db.js';

/**
 * SPEC.md section 4: the average over its key results of current / target × 100; 0 without any.
 * In numeric, not double precision: 1e308 / 1e-300 overflows a double (an error in SQL, found by
 * the fuzz), and is merely large as a numeric.
 */
const progressOf = (eb: ExpressionBuilder<PortalDb, 'Objective'>) =>
  eb.fn.coalesce(
    eb
      .selectFrom('KeyResult as k')
      .select(
        sql<number>`avg(case when ${sql.ref('k.target')} = 0 then 0
          else ${sql.ref('k.current')}::numeric / ${sql.ref('k.target')}::numeric * 100 end)`.as('progress'),
      )
      .whereRef('k.objective', '=', 'Objective.id'),
    sql.lit(0),
  );

/**
 * What the answer carries of an extreme progress: the bar is clamped to 0–100 anyway. Rounded
 * before the cast: a numeric as small as 1e-598 (1e-300 of a 1e300 target) is out of a
 * double's range too, an error in SQL (found by the fuzz).
 */
const REPORTED = sql<number>`round(least(greatest(${sql.ref('progress')}, -1e15), 1e15), 6)::float8`;

/** The dashboard's figures in three small queries, whatever the amount of data. */
@Injectable()
export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  async get(): Promise<Dashboard> {
    const db = portalDb(this.em);
    const pending = db
      .selectFrom('Decision')
      .where('status', '=', DecisionStatus.Proposed)
      .where('supersededBy', 'is', null);
    const initiatives = (rag: Rag) => db.selectFrom('Initiative').select(COUNT).where('rag', '=', rag);
    const [counts, attention, pendingDecisions] = await Promise.all([
      db
        .selectNoFrom((eb) => [
          eb.selectFrom('Objective').select(COUNT).as('objectives'),
          eb
            .selectFrom('Objective')
            .select(COUNT)
            .where((objective) => objective(progressOf(objective), '<', ATTENTION_THRESHOLD))
            .as('needingAttention'),
          eb.selectFrom('Initiative').select(COUNT).as('initiatives'),
          initiatives(Rag.Green).as('green'),
          initiatives(Rag.Amber).as('amber'),
          initiatives(Rag.Red).as('red'),
          pending.select(COUNT).as('pending'),
          eb.selectFrom('Metric').select(COUNT).as('metrics'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom((from) =>
          from
            .selectFrom('Objective')
            .select((objective) => ['id', 'title', 'createdAt', progressOf(objective).as('progress')])
            .as('p'),
        )
        .select(['p.id', 'p.title', REPORTED.as('progress')])
        .where('p.progress', '<', ATTENTION_THRESHOLD)
        .orderBy('p.createdAt', 'desc')
        .orderBy('p.id', 'desc')
        .limit(ATTENTION_SHOWN_MAX)
        .execute(),
      pending
        .select(['id', 'title', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(PENDING_DECISIONS_SHOWN)
        .execute(),
    ]);
    const count = (value: number | null) => value ?? 0;
    return {
      objectives: { total: count(counts.objectives), needingAttention: count(counts.needingAttention) },
      attention: attention.map((row) => ({ id: row.id, title: row.title, progress: Number(row.progress) })),
      initiatives: {
        total: count(counts.initiatives),
        green: count(counts.green),
        amber: count(counts.amber),
        red: count(counts.red),
      },
      decisions: { pending: count(counts.pending) },
      pendingDecisions: pendingDecisions.map((row) => ({
        id: row.id,
        title: row.title,
        createdAt: row.createdAt.toISOString(),
      })),
      metrics: { total: count(counts.metrics) },
    };
  }
}
