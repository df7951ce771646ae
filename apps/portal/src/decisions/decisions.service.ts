import { randomUUID } from 'node:crypto';
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
  type Caller,
  type CreateDecisionBody,
  type Decision as DecisionView,
  type DecisionListQuery,
  type DecisionRef,
  type DecisionStatus as Status,
  type DecisionSummary,
  type Page,
  type UpdateDecisionBody,
} from '@warroom/contracts';
import { escapeLike, isoOf, lockRow, readPage } from '@warroom/persistence';
import { recordPortalEvent } from '../common/portal-event.js';
import { changedFields, eventFields, hasChanges } from '../common/event-data.js';
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

/**
 * Architectural decision records. A decision whose `supersededBy` names another decision
 * is SUPERSEDED, whatever status the request asked for (SPEC.md section 3).
 */
@Injectable()
export class DecisionsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; the context cut to the 100 characters the list shows; `q` finds titles. */
  list(query: DecisionListQuery): Promise<Page<DecisionSummary>> {
    return readPage(
      this.em,
      {
        columns: `id, title, status, left(context, ${PREVIEW_LENGTH.context}) as context, superseded_by_id,
                  created_at, updated_at`,
        from: 'decisions',
        where: query.q ? `title ilike ?` : undefined,
        params: query.q ? [`%${escapeLike(query.q)}%`] : [],
        orderBy: 'created_at desc, id desc',
      },
      query,
      (row: SummaryRow) => ({
        id: row.id,
        title: row.title,
        status: row.status,
        context: row.context,
        supersededBy: row.superseded_by_id,
        createdAt: isoOf(row.created_at),
        updatedAt: isoOf(row.updated_at),
      }),
    );
  }

  async get(id: string): Promise<DecisionView> {
    return this.view(this.em, await this.findDecision(this.em, id));
  }

  async create({ caller, body: data }: { caller: Caller; body: CreateDecisionBody }): Promise<DecisionView> {
    return this.write(() =>
      this.em.transactional(async (em) => {
        const now = new Date();
        const supersededBy = data.supersededBy ? await this.supersedingDecision(em, null, data.supersededBy) : null;
        const decision = em.create(Decision, {
          id: randomUUID(),
          title: data.title,
          status: supersededBy ? DecisionStatus.Superseded : data.status,
          context: data.context,
          decision: data.decision,
          consequences: data.consequences,
          supersededBy,
          createdAt: now,
          updatedAt: now,
        });
        recordPortalEvent(
          em,
          caller,
          EventTypes.decisionCreated,
          `Decision:${decision.id}`,
          eventFields(decisionFields(decision)),
        );
        await em.flush();
        return toDecisionView(decision, { supersedes: [], count: 0 });
      }),
    );
  }

  async update({
    caller,
    params: { id },
    body: changes,
  }: {
    caller: Caller;
    params: { id: string };
    body: UpdateDecisionBody;
  }): Promise<DecisionView> {
    return this.write(() =>
      this.em.transactional(async (em) => {
        const decision = await this.lockDecision(em, id);
        const before = decisionFields(decision);
        if (changes.title !== undefined) decision.title = changes.title;
        if (changes.status !== undefined) decision.status = changes.status;
        if (changes.context !== undefined) decision.context = changes.context;
        if (changes.decision !== undefined) decision.decision = changes.decision;
        if (changes.consequences !== undefined) decision.consequences = changes.consequences;
        if (changes.supersededBy !== undefined) {
          decision.supersededBy = changes.supersededBy
            ? await this.supersedingDecision(em, decision.id, changes.supersededBy)
            : null;
        }
        if (decision.supersededBy) decision.status = DecisionStatus.Superseded;
        const changed = changedFields(before, decisionFields(decision));
        if (hasChanges(changed)) {
          decision.updatedAt = new Date();
          recordPortalEvent(em, caller, EventTypes.decisionUpdated, `Decision:${decision.id}`, { changes: changed });
        }
        await em.flush();
        return this.view(em, decision);
      }),
    );
  }

  /** Deletes the decision; the decisions it superseded lose the link (and say so in their events). */
  async delete({ caller, params: { id } }: { caller: Caller; params: { id: string } }): Promise<DecisionView> {
    return this.em.transactional(async (em) => {
      const decision = await this.lockDecision(em, id);
      const view = await this.view(em, decision);
      const unlinked = await em.execute<{ id: string }[]>(
        `update decisions set superseded_by_id = null, updated_at = ? where superseded_by_id = ? returning id`,
        [new Date(), id],
      );
      for (const { id: supersededId } of unlinked) {
        recordPortalEvent(em, caller, EventTypes.decisionUpdated, `Decision:${supersededId}`, {
          changes: { supersededBy: { from: id, to: null } },
          reason: 'superseding decision deleted',
        });
      }
      em.remove(decision);
      recordPortalEvent(
        em,
        caller,
        EventTypes.decisionDeleted,
        `Decision:${id}`,
        eventFields(decisionFields(decision)),
      );
      await em.flush();
      return view;
    });
  }

  /** The decision with the newest of those it supersedes (at most 100) and how many there are. */
  private async view(em: EntityManager, decision: Decision): Promise<DecisionView> {
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
  private async supersedingDecision(em: EntityManager, selfId: string | null, targetId: string): Promise<Decision> {
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

  /** A superseding decision deleted at the same moment is no longer an existing decision. */
  private async write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) throw badSupersededBy(SUPERSEDED_BY_INVALID);
      throw error;
    }
  }

  /** Locked for the rest of the transaction: of parallel deletes one wins, the others get 404. */
  private async lockDecision(em: EntityManager, id: string): Promise<Decision> {
    if (!(await lockRow(em, Decision, id))) throw new DomainError(ErrorCode.NotFound, 'Decision not found');
    return this.findDecision(em, id);
  }

  private async findDecision(em: EntityManager, id: string): Promise<Decision> {
    const decision = await em.findOne(Decision, { id }, { populate: ['supersededBy'] });
    if (!decision) throw new DomainError(ErrorCode.NotFound, 'Decision not found');
    return decision;
  }
}
