import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  type Caller,
  type CreateObjectiveBody,
  type Objective as ObjectiveView,
  type ObjectiveDetail,
  type Page,
  type PageQuery,
  type UpdateObjectiveBody,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { lockRow } from '@warroom/persistence';
import { actorOf } from '../common/actor.js';
import { changedFields, eventFields, hasChanges, textOrNull } from '../common/event-data.js';
import { KeyResultsService } from './key-results.service.js';
import { Objective, objectiveFields } from './objective.entity.js';
import { listObjectives, objectiveDetail } from './okr-reads.js';

const notFound = () => new DomainError(ErrorCode.NotFound, 'Objective not found');

/** Objectives; their key results change through `KeyResultsService`. */
@Injectable()
export class OkrService {
  constructor(
    private readonly em: EntityManager,
    private readonly keyResults: KeyResultsService,
  ) {}

  list(page: PageQuery): Promise<Page<ObjectiveView>> {
    return listObjectives(this.em, page);
  }

  async get(id: string): Promise<ObjectiveDetail> {
    return (await objectiveDetail(this.em, id)) ?? Promise.reject(notFound());
  }

  async create({ caller, body: data }: { caller: Caller; body: CreateObjectiveBody }): Promise<ObjectiveDetail> {
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
      data.keyResults.forEach((body, position) => this.keyResults.add(em, caller, objective, body, position, now));
      await em.flush();
      return this.detail(em, objective.id);
    });
  }

  async update({
    caller,
    params: { id },
    body: changes,
  }: {
    caller: Caller;
    params: { id: string };
    body: UpdateObjectiveBody;
  }): Promise<ObjectiveDetail> {
    return this.em.transactional(async (em) => {
      const objective = await this.lock(em, id);
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
      await em.flush();
      return this.detail(em, objective.id);
    });
  }

  /** Deletes the objective with its key results and their check-ins; answers what was deleted. */
  async delete({ caller, params: { id } }: { caller: Caller; params: { id: string } }): Promise<ObjectiveDetail> {
    return this.em.transactional(async (em) => {
      const objective = await this.lock(em, id);
      const view = await this.detail(em, id);
      em.remove(objective);
      recordEvent(em, {
        type: EventTypes.objectiveDeleted,
        actor: actorOf(caller),
        entity: `Objective:${objective.id}`,
        data: { title: objective.title, keyResults: view.keyResults.length },
      });
      await em.flush();
      return view;
    });
  }

  private async detail(em: EntityManager, id: string): Promise<ObjectiveDetail> {
    return (await objectiveDetail(em, id)) ?? Promise.reject(notFound());
  }

  /** Locked until the transaction ends: of parallel deletes one wins, the others get 404. */
  private async lock(em: EntityManager, id: string): Promise<Objective> {
    if (!(await lockRow(em, Objective, id))) throw notFound();
    const objective = await em.findOne(Objective, { id });
    if (!objective) throw notFound();
    return objective;
  }
}
