import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CHECK_INS_SHOWN_MAX,
  keyResultSchema,
  objectiveSchema,
  type CheckIn,
  type KeyResultDetail,
  type KeyResult as KeyResultView,
  type Objective as ObjectiveView,
  type ObjectiveDetail,
  type Page,
  type PageQuery,
} from '@warroom/contracts';
import { withinBudget } from '@warroom/persistence';
import { fieldNames, recordView, type RecordIn } from '../common/record-fields.js';
import { instant, listColumns, pageOf, readRows, selected } from '../common/rows.js';
import { portalDb, type PortalDb } from '../portal-db.js';
import { KeyResult } from './key-result.entity.js';
import { Objective } from './objective.entity.js';

/*
 * The OKR reads, as plain rows made into views: a read needs no managed entities, and
 * hydrating them (identity map, snapshots, collections) was the portal's whole CPU under
 * load (bench profile). Each answer is bounded: at most 50 key results an objective, the
 * newest 100 check-ins of each.
 */

/** An objective's fields: its key results are read beside it. */
export const OBJECTIVE_FIELDS = fieldNames(objectiveSchema, ['keyResults']);
/** A key result's fields: its objective is its reference. */
export const KEY_RESULT_FIELDS = fieldNames(keyResultSchema, ['objectiveId']);

const objectiveView = recordView(Objective, OBJECTIVE_FIELDS);
const keyResultFields = recordView(KeyResult, KEY_RESULT_FIELDS);

type KeyResultIn = RecordIn<KeyResult, (typeof KEY_RESULT_FIELDS)[number]> & Pick<PortalDb['KeyResult'], 'objective'>;

const keyResultView = (keyResult: KeyResultIn): KeyResultView => ({
  ...keyResultFields(keyResult),
  objectiveId: keyResult.objective,
});

/** Key results with the fields their views show. */
const keyResultRows = (em: EntityManager) =>
  portalDb(em)
    .selectFrom('KeyResult')
    .select(['id', ...selected(em, KeyResult, ['objective', ...KEY_RESULT_FIELDS, 'createdAt', 'updatedAt'])]);

/** The key results of some objectives, each objective's in the order they were added. */
async function keyResultsOf(em: EntityManager, objectiveIds: readonly string[]) {
  if (objectiveIds.length === 0) return [];
  return readRows(
    em,
    keyResultRows(em)
      .where('objective', 'in', objectiveIds)
      .orderBy('objective')
      .orderBy('position')
      .orderBy('createdAt'),
  );
}

/** A page of objectives, newest first, each with its key results; the description cut to 100 characters. */
export async function listObjectives(em: EntityManager, page: PageQuery): Promise<Page<ObjectiveView>> {
  const objectives = await pageOf(
    em,
    portalDb(em)
      .selectFrom('Objective')
      .select(listColumns(em, Objective, OBJECTIVE_FIELDS))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc'),
    page,
    objectiveView,
  );
  const keyResults = await keyResultsOf(
    em,
    objectives.items.map((objective) => objective.id),
  );
  const byObjective = Map.groupBy(keyResults.map(keyResultView), (keyResult) => keyResult.objectiveId);
  // The budget is applied again once the key results are in.
  const items = objectives.items.map((objective) => ({
    ...objective,
    keyResults: byObjective.get(objective.id) ?? [],
  }));
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
  const rows = await readRows(
    em,
    portalDb(em)
      .selectFrom((db) =>
        db
          .selectFrom('CheckIn')
          .select((eb) => [
            'id',
            'keyResult',
            'value',
            'previousValue',
            'actorId',
            'actorEmail',
            'createdAt',
            eb.fn
              .agg<number>('row_number')
              .over((over) => over.partitionBy('keyResult').orderBy('createdAt', 'desc').orderBy('id', 'desc'))
              .as('n'),
            eb
              .cast<number>(
                eb.fn.countAll().over((over) => over.partitionBy('keyResult')),
                'integer',
              )
              .as('total'),
          ])
          .where('keyResult', 'in', keyResultIds)
          .as('ranked'),
      )
      .select([
        'ranked.id',
        'ranked.keyResult as keyResult',
        'ranked.value',
        'ranked.previousValue as previousValue',
        'ranked.actorId as actorId',
        'ranked.actorEmail as actorEmail',
        instant('ranked.createdAt', 'createdAt'),
        'ranked.total',
      ])
      .where('ranked.n', '<=', CHECK_INS_SHOWN_MAX)
      .orderBy('ranked.keyResult')
      .orderBy('ranked.createdAt', 'desc')
      .orderBy('ranked.id', 'desc'),
  );
  for (const row of rows) {
    const entry = result.get(row.keyResult);
    if (!entry) continue;
    entry.count = row.total;
    entry.checkIns.push({
      id: row.id,
      value: row.value,
      previousValue: row.previousValue,
      createdAt: row.createdAt,
      actor: { id: row.actorId, email: row.actorEmail },
    });
  }
  return result;
}

async function withCheckIns(em: EntityManager, keyResults: readonly KeyResultIn[]): Promise<KeyResultDetail[]> {
  const checkIns = await checkInsOf(
    em,
    keyResults.map((keyResult) => keyResult.id),
  );
  return keyResults.map((keyResult) => {
    const entry = checkIns.get(keyResult.id) ?? { checkIns: [], count: 0 };
    return { ...keyResultView(keyResult), checkIns: entry.checkIns, checkInCount: entry.count };
  });
}

/** An objective with every key result and their newest check-ins. */
export async function objectiveDetail(em: EntityManager, objective: Objective): Promise<ObjectiveDetail> {
  return { ...objectiveView(objective), keyResults: await withCheckIns(em, await keyResultsOf(em, [objective.id])) };
}

/** A key result with its newest check-ins; null when there is none. */
export async function keyResultDetail(em: EntityManager, id: string): Promise<KeyResultDetail | null> {
  const [detail] = await withCheckIns(em, await readRows(em, keyResultRows(em).where('id', '=', id)));
  return detail ?? null;
}
