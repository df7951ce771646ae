import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CHECK_INS_SHOWN_MAX,
  PREVIEW_LENGTH,
  type CheckIn,
  type KeyResult,
  type KeyResultDetail,
  type Objective,
  type ObjectiveDetail,
  type Page,
  type PageQuery,
} from '@warroom/contracts';
import { isoOf, readPage, withinBudget } from '@warroom/persistence';

/*
 * The OKR reads, as plain rows made into views: a read needs no managed entities, and
 * hydrating them (identity map, snapshots, collections) was the portal's whole CPU under
 * load (bench profile). Each answer is bounded: at most 50 key results an objective, the
 * newest 100 check-ins of each.
 */

export type ObjectiveRow = {
  id: string;
  title: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
};
export type KeyResultRow = {
  id: string;
  objective_id: string;
  title: string;
  current: number;
  target: number;
  unit: string;
  created_at: Date;
  updated_at: Date;
};
type CheckInRow = {
  id: string;
  key_result_id: string;
  value: number;
  previous_value: number;
  actor_id: string;
  actor_email: string;
  created_at: Date;
  total: string | number;
};

const KEY_RESULT_COLUMNS = 'id, objective_id, title, current, target, unit, created_at, updated_at';

const keyResultView = (row: KeyResultRow): KeyResult => ({
  id: row.id,
  objectiveId: row.objective_id,
  title: row.title,
  current: row.current,
  target: row.target,
  unit: row.unit,
  createdAt: isoOf(row.created_at),
  updatedAt: isoOf(row.updated_at),
});

const objectiveView = (row: ObjectiveRow, keyResults: KeyResult[]): Objective => ({
  id: row.id,
  title: row.title,
  description: row.description,
  keyResults,
  createdAt: isoOf(row.created_at),
  updatedAt: isoOf(row.updated_at),
});

function keyResultsOf(em: EntityManager, objectiveIds: readonly string[]): Promise<KeyResultRow[]> {
  if (objectiveIds.length === 0) return Promise.resolve([]);
  return em.execute<KeyResultRow[]>(
    `select ${KEY_RESULT_COLUMNS} from key_results where objective_id in (?)
      order by objective_id, position, created_at`,
    [objectiveIds],
  );
}

/** A page of objectives, newest first, each with its key results; the description cut to 100 characters. */
export async function listObjectives(em: EntityManager, page: PageQuery): Promise<Page<Objective>> {
  const objectives = await readPage(
    em,
    {
      columns: `id, title, left(description, ${PREVIEW_LENGTH.description}) as description, created_at, updated_at`,
      from: 'objectives',
      orderBy: 'created_at desc, id desc',
    },
    page,
    (row: ObjectiveRow) => row,
  );
  const byObjective = Map.groupBy(
    await keyResultsOf(
      em,
      objectives.items.map((objective) => objective.id),
    ),
    (row) => row.objective_id,
  );
  // The budget is applied again once the key results are in.
  const items = objectives.items.map((row) => objectiveView(row, (byObjective.get(row.id) ?? []).map(keyResultView)));
  return { items: withinBudget(items), total: objectives.total };
}

/** The newest check-ins (at most 100) of each key result, and how many each has. */
async function checkInsOf(
  em: EntityManager,
  keyResultIds: readonly string[],
): Promise<Map<string, { checkIns: CheckIn[]; count: number }>> {
  const result = new Map<string, { checkIns: CheckIn[]; count: number }>(
    keyResultIds.map((id) => [id, { checkIns: [], count: 0 }]),
  );
  if (keyResultIds.length === 0) return result;
  const rows = await em.execute<CheckInRow[]>(
    `select id, key_result_id, value, previous_value, actor_id, actor_email, created_at, total from (
       select c.*, row_number() over (partition by key_result_id order by created_at desc, id desc) as n,
              count(*) over (partition by key_result_id) as total
         from key_result_check_ins c where key_result_id in (?)
     ) ranked where n <= ? order by key_result_id, created_at desc, id desc`,
    [keyResultIds, CHECK_INS_SHOWN_MAX],
  );
  for (const row of rows) {
    const entry = result.get(row.key_result_id);
    if (!entry) continue;
    entry.count = Number(row.total);
    entry.checkIns.push({
      id: row.id,
      value: row.value,
      previousValue: row.previous_value,
      createdAt: isoOf(row.created_at),
      actor: { id: row.actor_id, email: row.actor_email },
    });
  }
  return result;
}

async function withCheckIns(em: EntityManager, keyResults: KeyResultRow[]): Promise<KeyResultDetail[]> {
  const checkIns = await checkInsOf(
    em,
    keyResults.map((row) => row.id),
  );
  return keyResults.map((row) => {
    const entry = checkIns.get(row.id) ?? { checkIns: [], count: 0 };
    return { ...keyResultView(row), checkIns: entry.checkIns, checkInCount: entry.count };
  });
}

/** An objective with every key result and their newest check-ins; null when there is none. */
export async function objectiveDetail(em: EntityManager, id: string): Promise<ObjectiveDetail | null> {
  const [objective] = await em.execute<ObjectiveRow[]>(
    'select id, title, description, created_at, updated_at from objectives where id = ?',
    [id],
  );
  if (!objective) return null;
  return { ...objectiveView(objective, []), keyResults: await withCheckIns(em, await keyResultsOf(em, [id])) };
}

/** A key result with its newest check-ins; null when there is none. */
export async function keyResultDetail(em: EntityManager, id: string): Promise<KeyResultDetail | null> {
  const rows = await em.execute<KeyResultRow[]>(`select ${KEY_RESULT_COLUMNS} from key_results where id = ?`, [id]);
  const [detail] = await withCheckIns(em, rows);
  return detail ?? null;
}
