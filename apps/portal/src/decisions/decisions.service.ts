import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import {
  DecisionStatus,
  DomainError,
  ErrorCode,
  EventTypes,
  NO_DECISIONS_TO_EXPORT,
  SUPERSEDED_BY_CYCLE,
  SUPERSEDED_BY_INVALID,
  type CreateDecisionRequest,
  type Decision as DecisionView,
  type DeleteRequest,
  type ExportFile,
  type UpdateDecisionRequest,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { actorOf } from '../common/actor.js';
import { changedFields, eventFields, hasChanges } from '../common/event-data.js';
import { adrDecisionsOf, adrExportFilename, buildAdrMarkdown } from './adr-markdown.js';
import { Decision, decisionFields, toDecisionView } from './decision.entity.js';

const badSupersededBy = (message: string) =>
  new DomainError(ErrorCode.BadInput, message, { errors: [{ path: 'supersededBy', message }] });

/**
 * Architectural decision records. A decision whose `supersededBy` names another decision
 * is SUPERSEDED, whatever status the request asked for (SPEC.md section 3).
 */
@Injectable()
export class DecisionsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, each with the decisions it supersedes (one query per level, not one per row). */
  async list(): Promise<DecisionView[]> {
    const decisions = await this.em.find(
      Decision,
      {},
      { populate: ['supersedes'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return decisions.map(toDecisionView);
  }

  async get(id: string): Promise<DecisionView> {
    return toDecisionView(await this.findDecision(this.em, id));
  }

  async create({ caller, data }: CreateDecisionRequest): Promise<DecisionView> {
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
        recordEvent(em, {
          type: EventTypes.decisionCreated,
          actor: actorOf(caller),
          entity: `Decision:${decision.id}`,
          data: eventFields(decisionFields(decision)),
        });
        return toDecisionView(decision);
      }),
    );
  }

  async update({ caller, id, changes }: UpdateDecisionRequest): Promise<DecisionView> {
    return this.write(() =>
      this.em.transactional(async (em) => {
        const decision = await this.findDecision(em, id);
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
          recordEvent(em, {
            type: EventTypes.decisionUpdated,
            actor: actorOf(caller),
            entity: `Decision:${decision.id}`,
            data: { changes: changed },
          });
        }
        return toDecisionView(decision);
      }),
    );
  }

  /** Deletes the decision; the decisions it superseded lose the link (and say so in their events). */
  async delete({ caller, id }: DeleteRequest): Promise<DecisionView> {
    return this.em.transactional(async (em) => {
      const decision = await this.findDecision(em, id);
      const view = toDecisionView(decision);
      const now = new Date();
      for (const superseded of decision.supersedes.getItems()) {
        superseded.supersededBy = null;
        superseded.updatedAt = now;
        recordEvent(em, {
          type: EventTypes.decisionUpdated,
          actor: actorOf(caller),
          entity: `Decision:${superseded.id}`,
          data: { changes: { supersededBy: { from: decision.id, to: null } }, reason: 'superseding decision deleted' },
        });
      }
      em.remove(decision);
      recordEvent(em, {
        type: EventTypes.decisionDeleted,
        actor: actorOf(caller),
        entity: `Decision:${decision.id}`,
        data: eventFields(decisionFields(decision)),
      });
      return view;
    });
  }

  /** The ADR markdown of every decision, in the list's order; refused when there are none. */
  async export(): Promise<ExportFile> {
    const decisions = await this.list();
    if (decisions.length === 0) throw new DomainError(ErrorCode.NotFound, NO_DECISIONS_TO_EXPORT);
    const exportedAt = new Date();
    return {
      filename: adrExportFilename(exportedAt),
      content: buildAdrMarkdown(adrDecisionsOf(decisions), exportedAt),
      count: decisions.length,
    };
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

  private async findDecision(em: EntityManager, id: string): Promise<Decision> {
    const decision = await em.findOne(Decision, { id }, { populate: ['supersedes'] });
    if (!decision) throw new DomainError(ErrorCode.NotFound, 'Decision not found');
    return decision;
  }
}
