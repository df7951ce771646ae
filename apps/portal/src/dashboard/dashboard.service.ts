import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ATTENTION_SHOWN_MAX,
  ATTENTION_THRESHOLD,
  DecisionStatus,
  PENDING_DECISIONS_SHOWN,
  Rag,
  type Dashboard,
} from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';

/**
 * SPEC.md section 4: the average over its key results of current / target × 100; 0 without any.
 * In numeric, not double precision: 1e308 / 1e-300 overflows a double (an error in SQL, found by
 * the fuzz), and is merely large as a numeric.
 */
const PROGRESS = `coalesce((select avg(case when k.target = 0 then 0 else k.current::numeric / k.target::numeric * 100 end)
                             from key_results k where k.objective_id = o.id), 0)`;
/**
 * What the answer carries of an extreme progress: the bar is clamped to 0–100 anyway. Rounded
 * before the cast: a numeric as small as 1e-598 (1e-300 of a 1e300 target) is out of a
 * double's range too, an error in SQL (found by the fuzz).
 */
const REPORTED = 'round(least(greatest(progress, -1e15), 1e15), 6)::float8';

type Counts = {
  objectives: string;
  needing_attention: string;
  initiatives: string;
  green: string;
  amber: string;
  red: string;
  pending: string;
  metrics: string;
};

/** The dashboard's figures in four small queries, whatever the amount of data. */
@Injectable()
export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  async get(): Promise<Dashboard> {
    const [[counts], attention, pending] = await Promise.all([
      this.em.execute<Counts[]>(
        `select
           (select count(*) from objectives) as objectives,
           (select count(*) from objectives o where ${PROGRESS} < ?) as needing_attention,
           (select count(*) from initiatives) as initiatives,
           (select count(*) from initiatives where rag = ?) as green,
           (select count(*) from initiatives where rag = ?) as amber,
           (select count(*) from initiatives where rag = ?) as red,
           (select count(*) from decisions where status = ? and superseded_by_id is null) as pending,
           (select count(*) from metrics) as metrics`,
        [ATTENTION_THRESHOLD, Rag.Green, Rag.Amber, Rag.Red, DecisionStatus.Proposed],
      ),
      this.em.execute<{ id: string; title: string; progress: number }[]>(
        `select id, title, ${REPORTED} as progress
           from (select o.id, o.title, o.created_at, ${PROGRESS} as progress from objectives o) p
          where progress < ? order by created_at desc, id desc limit ?`,
        [ATTENTION_THRESHOLD, ATTENTION_SHOWN_MAX],
      ),
      this.em.execute<{ id: string; title: string; created_at: Date }[]>(
        `select id, title, created_at from decisions where status = ? and superseded_by_id is null
          order by created_at desc, id desc limit ?`,
        [DecisionStatus.Proposed, PENDING_DECISIONS_SHOWN],
      ),
    ]);
    const count = (value: string | undefined) => Number(value ?? 0);
    return {
      objectives: { total: count(counts?.objectives), needingAttention: count(counts?.needing_attention) },
      attention: attention.map((row) => ({ id: row.id, title: row.title, progress: Number(row.progress) })),
      initiatives: {
        total: count(counts?.initiatives),
        green: count(counts?.green),
        amber: count(counts?.amber),
        red: count(counts?.red),
      },
      decisions: { pending: count(counts?.pending) },
      pendingDecisions: pending.map((row) => ({ id: row.id, title: row.title, createdAt: isoOf(row.created_at) })),
      metrics: { total: count(counts?.metrics) },
    };
  }
}
