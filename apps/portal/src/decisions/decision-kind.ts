import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import {
  DecisionStatus,
  decisionSchema,
  decisionSummarySchema,
  DomainError,
  ErrorCode,
  EventTypes,
  SUPERSEDED_BY_CYCLE,
  SUPERSEDED_BY_INVALID,
  SUPERSEDES_SHOWN_MAX,
  type CreateDecisionBody,
  type Decision as DecisionView,
  type DecisionListQuery,
  type DecisionSummary,
  type UpdateDecisionBody,
} from '@warroom/contracts';
import { escapeLike, TOTAL_OVER_ALL } from '@warroom/persistence';
import { recordPortalEvent } from '../common/portal-event.js';
import { fieldNames, recordView, storedFields } from '../common/record-fields.js';
import { listColumns, pageOf, readRows } from '../common/rows.js';
import type { RecordKind } from '../common/record-kind.js';
import { portalDb } from '../portal-db.js';
import { Decision } from './decision.entity.js';

const badSupersededBy = (message: string) =>
  new DomainError(ErrorCode.BadInput, message, { errors: [{ path: 'supersededBy', message }] });

type DecisionTypes = {
  entity: Decision;
  view: DecisionView;
  summary: DecisionSummary;
  create: CreateDecisionBody;
  changes: UpdateDecisionBody;
  listQuery: DecisionListQuery;
};

const FIELDS = fieldNames(decisionSchema, ['supersededByTitle', 'supersedes', 'supersedesCount']);
/** The fields stored as given; `supersededBy` names a decision that must be checked first. */
const PLAIN_FIELDS = FIELDS.filter((name) => name !== 'supersededBy');
const SUMMARY_FIELDS = fieldNames(decisionSummarySchema);
const toFields = recordView(Decision, FIELDS);
const toSummary = recordView(Decision, SUMMARY_FIELDS);

/**
 * The decision (`supersededBy` loaded, for its title) with the newest of those it supersedes (at
 * most 100) and how many there are.
 */
async function decisionView(decision: Decision, em: EntityManager): Promise<DecisionView> {
  const supersedes = await readRows(
    em,
    portalDb(em)
      .selectFrom('Decision')
      .select(['id', 'title', TOTAL_OVER_ALL])
      .where('supersededBy', '=', decision.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(SUPERSEDES_SHOWN_MAX),
  );
  return {
    ...toFields(decision),
    supersededByTitle: decision.supersededBy?.title ?? null,
    supersedes: supersedes.map(({ id, title }) => ({ id, title })),
    supersedesCount: supersedes[0]?.total ?? 0,
  };
}

/** Whether following `supersededBy` from `startId` reaches `selfId` (a chain is at most 10,000 long). */
async function leadsTo(em: EntityManager, startId: string, selfId: string): Promise<boolean> {
  const found = await portalDb(em)
    .withRecursive('chain(id, supersededBy, depth)', (db) =>
      db
        .selectFrom('Decision')
        .select(['id', 'supersededBy', sql.lit(1).as('depth')])
        .where('id', '=', startId)
        .unionAll(
          db
            .selectFrom('Decision as d')
            .innerJoin('chain as c', 'd.id', 'c.supersededBy')
            .select(['d.id', 'd.supersededBy', sql<number>`${sql.ref('c.depth')} + 1`.as('depth')])
            .where('c.depth', '<', 10_000),
        ),
    )
    .selectFrom('chain')
    .select('id')
    .where('id', '=', selfId)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * The decision named as `supersededBy`: another existing one, whose own chain of
 * `supersededBy` does not lead back to `selfId`.
 */
async function supersedingDecision(em: EntityManager, selfId: string | null, targetId: string): Promise<Decision> {
  if (targetId === selfId) throw badSupersededBy(SUPERSEDED_BY_INVALID);
  const target = await em.findOne(Decision, { id: targetId });
  if (!target) throw badSupersededBy(SUPERSEDED_BY_INVALID);
  if (selfId && (await leadsTo(em, targetId, selfId))) throw badSupersededBy(SUPERSEDED_BY_CYCLE);
  return target;
}

/**
 * Architectural decision records. A decision whose `supersededBy` names another decision
 * is SUPERSEDED, whatever status the request asked for (SPEC.md section 3).
 */
export const decisionKind: RecordKind<DecisionTypes> = {
  entity: Decision,
  name: 'Decision',
  fields: FIELDS,
  /** Newest first; the context cut to the 100 characters the list shows; `q` finds titles. */
  list: (em, query) =>
    pageOf(
      em,
      portalDb(em)
        .selectFrom('Decision')
        .select(listColumns(em, Decision, SUMMARY_FIELDS))
        .$if(query.q !== undefined && query.q !== '', (rows) =>
          rows.where('title', 'ilike', `%${escapeLike(query.q ?? '')}%`),
        )
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc'),
      query,
      toSummary,
    ),
  view: decisionView,
  populate: ['supersededBy'],
  build: async (data, em) => {
    const supersededBy = data.supersededBy ? await supersedingDecision(em, null, data.supersededBy) : null;
    const fields = storedFields(em, Decision, PLAIN_FIELDS, data, { create: true });
    return { ...fields, status: supersededBy ? DecisionStatus.Superseded : data.status, supersededBy };
  },
  apply: async (decision, changes, em) => {
    Object.assign(decision, storedFields(em, Decision, PLAIN_FIELDS, changes, { create: false }));
    if (changes.supersededBy !== undefined) {
      decision.supersededBy = changes.supersededBy
        ? await supersedingDecision(em, decision.id, changes.supersededBy)
        : null;
    }
    if (decision.supersededBy) decision.status = DecisionStatus.Superseded;
  },
  /** The decisions it superseded lose the link (and say so in their events). */
  beforeDelete: async (em, caller, decision) => {
    const unlinked = await portalDb(em)
      .updateTable('Decision')
      .set({ supersededBy: null, updatedAt: new Date() })
      .where('supersededBy', '=', decision.id)
      .returning('id')
      .execute();
    for (const { id: supersededId } of unlinked) {
      recordPortalEvent(em, caller, EventTypes.decisionUpdated, `Decision:${supersededId}`, {
        changes: { supersededBy: { from: decision.id, to: null } },
        reason: 'superseding decision deleted',
      });
    }
  },
  /** A superseding decision deleted at the same moment is no longer an existing decision. */
  refusal: (error) =>
    error instanceof ForeignKeyConstraintViolationException ? badSupersededBy(SUPERSEDED_BY_INVALID) : undefined,
};
