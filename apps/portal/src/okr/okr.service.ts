import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  type Caller,
  type CreateKeyResultRequest,
  type CreateObjectiveRequest,
  type DeleteRequest,
  type KeyResultBody,
  type KeyResultDetail,
  type Objective as ObjectiveView,
  type ObjectiveDetail,
  type UpdateKeyResultRequest,
  type UpdateObjectiveRequest,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { actorOf } from '../common/actor.js';
import { changedFields, eventFields, hasChanges, textOrNull } from '../common/event-data.js';
import { CheckIn } from './check-in.entity.js';
import { KeyResult, keyResultFields, toKeyResultDetailView } from './key-result.entity.js';
import { Objective, objectiveFields, toObjectiveDetailView } from './objective.entity.js';

type ObjectiveRow = Pick<Objective, 'id' | 'title' | 'description' | 'createdAt' | 'updatedAt'>;
type KeyResultRow = Pick<KeyResult, 'id' | 'title' | 'current' | 'target' | 'unit' | 'createdAt' | 'updatedAt'> & {
  /** The objective's id (a plain row, not a reference). */
  objective: string;
};

/** Objectives and their key results; every change of a key result's current value is kept as a check-in. */
@Injectable()
export class OkrService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Newest first, each with its key results: two queries whose rows become the views directly.
   * A read-only list needs no managed entities, and hydrating ~1,000 of them (identity map,
   * snapshots, collections) was the portal's whole CPU under load (bench profile).
   */
  async list(): Promise<ObjectiveView[]> {
    const objectives = await this.em
      .createQueryBuilder(Objective, 'o')
      .select(['id', 'title', 'description', 'createdAt', 'updatedAt'])
      .orderBy({ createdAt: 'desc', id: 'desc' })
      .execute<ObjectiveRow[]>('all');
    if (objectives.length === 0) return [];
    const keyResults = await this.em
      .createQueryBuilder(KeyResult, 'k')
      .select(['id', 'objective', 'title', 'current', 'target', 'unit', 'createdAt', 'updatedAt'])
      .where({ objective: { $in: objectives.map((objective) => objective.id) } })
      .orderBy({ objective: 'asc', position: 'asc', createdAt: 'asc' })
      .execute<KeyResultRow[]>('all');
    const byObjective = Map.groupBy(keyResults, (keyResult) => keyResult.objective);
    return objectives.map((objective) => ({
      id: objective.id,
      title: objective.title,
      description: objective.description ?? null,
      keyResults: (byObjective.get(objective.id) ?? []).map((keyResult) => ({
        id: keyResult.id,
        objectiveId: keyResult.objective,
        title: keyResult.title,
        current: keyResult.current,
        target: keyResult.target,
        unit: keyResult.unit,
        createdAt: new Date(keyResult.createdAt).toISOString(),
        updatedAt: new Date(keyResult.updatedAt).toISOString(),
      })),
      createdAt: new Date(objective.createdAt).toISOString(),
      updatedAt: new Date(objective.updatedAt).toISOString(),
    }));
  }

  async get(id: string): Promise<ObjectiveDetail> {
    return toObjectiveDetailView(await this.findObjective(this.em, id));
  }

  async create({ caller, data }: CreateObjectiveRequest): Promise<ObjectiveDetail> {
    return this.em.transactional(async (em) => {
      const now = new Date();
      const objective = em.create(Objective, {
        id: randomUUID(),
        title: data.title,
        description: textOrNull(data.description),
        createdAt: now,
        updatedAt: now,
      });
      recordEvent(em, {
        type: EventTypes.objectiveCreated,
        actor: actorOf(caller),
        entity: `Objective:${objective.id}`,
        data: { ...eventFields(objectiveFields(objective)), keyResults: data.keyResults.length },
      });
      data.keyResults.forEach((body, position) =>
        objective.keyResults.add(this.addKeyResult(em, caller, objective, body, position, now)),
      );
      await em.flush();
      return toObjectiveDetailView(objective);
    });
  }

  async update({ caller, id, changes }: UpdateObjectiveRequest): Promise<ObjectiveDetail> {
    return this.em.transactional(async (em) => {
      const objective = await this.findObjective(em, id);
      const before = objectiveFields(objective);
      if (changes.title !== undefined) objective.title = changes.title;
      if (changes.description !== undefined) objective.description = textOrNull(changes.description);
      const changed = changedFields(before, objectiveFields(objective));
      if (hasChanges(changed)) {
        objective.updatedAt = new Date();
        recordEvent(em, {
          type: EventTypes.objectiveUpdated,
          actor: actorOf(caller),
          entity: `Objective:${objective.id}`,
          data: { changes: changed },
        });
      }
      return toObjectiveDetailView(objective);
    });
  }

  /** Deletes the objective with its key results and their check-ins; answers what was deleted. */
  async delete({ caller, id }: DeleteRequest): Promise<ObjectiveDetail> {
    return this.em.transactional(async (em) => {
      const objective = await this.findObjective(em, id);
      const view = toObjectiveDetailView(objective);
      em.remove(objective);
      recordEvent(em, {
        type: EventTypes.objectiveDeleted,
        actor: actorOf(caller),
        entity: `Objective:${objective.id}`,
        data: { title: objective.title, keyResults: view.keyResults.length },
      });
      return view;
    });
  }

  async createKeyResult({ caller, objectiveId, data }: CreateKeyResultRequest): Promise<KeyResultDetail> {
    return this.em.transactional(async (em) => {
      // Locked so that two key results added at once do not take the same position.
      const objective = await em.findOne(Objective, { id: objectiveId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!objective) throw new DomainError(ErrorCode.NotFound, 'Objective not found');
      const [last] = await em.execute<{ position: number | null }[]>(
        'select max(position) as position from key_results where objective_id = ?',
        [objective.id],
      );
      const keyResult = this.addKeyResult(em, caller, objective, data, (last?.position ?? -1) + 1, new Date());
      await em.flush();
      return toKeyResultDetailView(keyResult);
    });
  }

  async updateKeyResult({ caller, id, changes }: UpdateKeyResultRequest): Promise<KeyResultDetail> {
    return this.em.transactional(async (em) => {
      const keyResult = await this.findKeyResult(em, id);
      const before = keyResultFields(keyResult);
      if (changes.title !== undefined) keyResult.title = changes.title;
      if (changes.current !== undefined) keyResult.current = changes.current;
      if (changes.target !== undefined) keyResult.target = changes.target;
      if (changes.unit !== undefined) keyResult.unit = changes.unit;
      const changed = changedFields(before, keyResultFields(keyResult));
      if (!hasChanges(changed)) return toKeyResultDetailView(keyResult);

      const now = new Date();
      keyResult.updatedAt = now;
      const checkIn = changed.current ? this.checkIn(em, caller, keyResult, before.current, now) : null;
      recordEvent(em, {
        type: EventTypes.keyResultUpdated,
        actor: actorOf(caller),
        entity: `KeyResult:${keyResult.id}`,
        data: { objectiveId: keyResult.objective.id, changes: changed, ...(checkIn ? { checkInId: checkIn.id } : {}) },
      });
      await em.flush();
      return toKeyResultDetailView(keyResult);
    });
  }

  async deleteKeyResult({ caller, id }: DeleteRequest): Promise<KeyResultDetail> {
    return this.em.transactional(async (em) => {
      const keyResult = await this.findKeyResult(em, id);
      const view = toKeyResultDetailView(keyResult);
      em.remove(keyResult);
      recordEvent(em, {
        type: EventTypes.keyResultDeleted,
        actor: actorOf(caller),
        entity: `KeyResult:${keyResult.id}`,
        data: { objectiveId: view.objectiveId, ...eventFields(keyResultFields(keyResult)) },
      });
      return view;
    });
  }

  private addKeyResult(
    em: EntityManager,
    caller: Caller,
    objective: Objective,
    body: KeyResultBody,
    position: number,
    now: Date,
  ): KeyResult {
    const keyResult = em.create(KeyResult, {
      id: randomUUID(),
      objective,
      title: body.title,
      current: body.current,
      target: body.target,
      unit: body.unit,
      position,
      createdAt: now,
      updatedAt: now,
    });
    recordEvent(em, {
      type: EventTypes.keyResultCreated,
      actor: actorOf(caller),
      entity: `KeyResult:${keyResult.id}`,
      data: { objectiveId: objective.id, ...eventFields(keyResultFields(keyResult)) },
    });
    return keyResult;
  }

  private checkIn(em: EntityManager, caller: Caller, keyResult: KeyResult, previousValue: number, now: Date): CheckIn {
    const checkIn = em.create(CheckIn, {
      id: randomUUID(),
      keyResult,
      value: keyResult.current,
      previousValue,
      actorId: caller.id,
      actorEmail: caller.email,
      createdAt: now,
    });
    keyResult.checkIns.add(checkIn);
    return checkIn;
  }

  private async findObjective(em: EntityManager, id: string): Promise<Objective> {
    const objective = await em.findOne(Objective, { id }, { populate: ['keyResults', 'keyResults.checkIns'] });
    if (!objective) throw new DomainError(ErrorCode.NotFound, 'Objective not found');
    return objective;
  }

  private async findKeyResult(em: EntityManager, id: string): Promise<KeyResult> {
    const keyResult = await em.findOne(KeyResult, { id }, { populate: ['checkIns'] });
    if (!keyResult) throw new DomainError(ErrorCode.NotFound, 'Key result not found');
    return keyResult;
  }
}
