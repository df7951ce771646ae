import { Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import {
  DecisionStatus,
  DomainError,
  ErrorCode,
  EventTypes,
  PREVIEW_LENGTH,
  SUPERSEDED_BY_CYCLE,
  SUPERSEDED_BY_INVALID,
  SUPERSEDES_SHOWN_MAX,
  type CreateDecisionBody,
  type Decision as DecisionView,
  type DecisionListQuery,
  type DecisionRef,
  type DecisionStatus as Status,
  type DecisionSummary,
  type UpdateDecisionBody,
} from '@warroom/contracts';
import { escapeLike, isoOf } from '@warroom/persistence';
import { recordPortalEvent } from '../common/portal-event.js';
import { assignDefined } from '../common/event-data.js';
import { pagedList, RecordService, type RecordKind } from '../common/record-kind.js';
import { Decision, decisionFields, toDecisionView } from './decision.entity.js';

const badSupersededBy = (message: string) =>
  new DomainError(ErrorCode.BadInput, message, { errors: [{ path: 'supersededBy', message }] });

type SummaryRow = {
  id: string;
  title: string;
  status: Status;
  context: string;
  superseded_by_id: string | null;
  created_at: Date;
  updated_at: Date;
};

type DecisionTypes = {
  entity: Decision;
  view: DecisionView;
  summary: DecisionSummary;
  create: CreateDecisionBody;
  changes: UpdateDecisionBody;
  listQuery: DecisionListQuery;
};

/** The decision with the newest of those it supersedes (at most 100) and how many there are. */
async function decisionView(decision: Decision, em: EntityManager): Promise<DecisionView> {
  const [supersedes, counted] = await Promise.all([
    em.execute<DecisionRef[]>(
      `select id, title from decisions where superseded_by_id = ? order by created_at desc, id desc limit ?`,
      [decision.id, SUPERSEDES_SHOWN_MAX],
    ),
    em.execute<{ total: string }[]>(`select count(*) as total from decisions where superseded_by_id = ?`, [
      decision.id,
    ]),
  ]);
  return toDecisionView(decision, { supersedes, count: Number(counted[0]?.total ?? 0) });
}

/**
 * The decision named as `supersededBy`: another existing one, whose own chain of
 * `supersededBy` does not lead back to `selfId`.
 */
async function supersedingDecision(em: EntityManager, selfId: string | null, targetId: string): Promise<Decision> {
  if (targetId === selfId) throw badSupersededBy(SUPERSEDED_BY_INVALID);
  const target = await em.findOne(Decision, { id: targetId });
  if (!target) throw badSupersededBy(SUPERSEDED_BY_INVALID);
  if (selfId) {
    const loop = await em.execute<{ id: string }[]>(
      `with recursive chain (id, superseded_by_id, depth) as (
         select id, superseded_by_id, 1 from decisions where id = ?
         union all
         select d.id, d.superseded_by_id, c.depth + 1 from decisions d
           join chain c on d.id = c.superseded_by_id
          where c.depth < 10000
       )
       select id from chain where id = ? limit 1`,
      [targetId, selfId],
    );
    if (loop.length > 0) throw badSupersededBy(SUPERSEDED_BY_CYCLE);
  }
  return target;
}

/**
 * Architectural decision records. A decision whose `supersededBy` names another decision
 * is SUPERSEDED, whatever status the request asked for (SPEC.md section 3).
 */
export const decisionKind: RecordKind<DecisionTypes> = {
  entity: Decision,
  name: 'Decision',
  events: {
    created: EventTypes.decisionCreated,
    updated: EventTypes.decisionUpdated,
    deleted: EventTypes.decisionDeleted,
  },
  /** Newest first; the context cut to the 100 characters the list shows; `q` finds titles. */
  list: pagedList(
    (query: DecisionListQuery) => ({
      columns: `id, title, status, left(context, ${PREVIEW_LENGTH.context}) as context, superseded_by_id,
                created_at, updated_at`,
      from: 'decisions',
      where: query.q ? `title ilike ?` : undefined,
      params: query.q ? [`%${escapeLike(query.q)}%`] : [],
      orderBy: 'created_at desc, id desc',
    }),
    (row: SummaryRow) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      context: row.context,
      supersededBy: row.superseded_by_id,
      createdAt: isoOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
    }),
  ),
  view: decisionView,
  fields: decisionFields,
  populate: ['supersededBy'],
  build: async (data, em) => {
    const supersededBy = data.supersededBy ? await supersedingDecision(em, null, data.supersededBy) : null;
    return {
      title: data.title,
      status: supersededBy ? DecisionStatus.Superseded : data.status,
      context: data.context,
      decision: data.decision,
      consequences: data.consequences,
      supersededBy,
    };
  },
  apply: async (decision, changes, em) => {
    const { supersededBy, ...fields } = changes;
    assignDefined(decision, fields);
    if (supersededBy !== undefined) {
      decision.supersededBy = supersededBy ? await supersedingDecision(em, decision.id, supersededBy) : null;
    }
    if (decision.supersededBy) decision.status = DecisionStatus.Superseded;
  },
  /** The decisions it superseded lose the link (and say so in their events). */
  beforeDelete: async (em, caller, decision) => {
    const unlinked = await em.execute<{ id: string }[]>(
      `update decisions set superseded_by_id = null, updated_at = ? where superseded_by_id = ? returning id`,
      [new Date(), decision.id],
    );
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

@Injectable()
export class DecisionsService extends RecordService<DecisionTypes> {
  constructor(em: EntityManager) {
    super(em, decisionKind);
  }
}
