import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  type CreateInitiativeRequest,
  type DeleteRequest,
  type Initiative as InitiativeView,
  type UpdateInitiativeRequest,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { actorOf } from '../common/actor.js';
import { changedFields, eventFields, hasChanges, textOrNull } from '../common/event-data.js';
import { Initiative, initiativeFields, toInitiativeView } from './initiative.entity.js';

@Injectable()
export class InitiativesService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<InitiativeView[]> {
    const initiatives = await this.em.find(Initiative, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return initiatives.map(toInitiativeView);
  }

  async get(id: string): Promise<InitiativeView> {
    return toInitiativeView(await this.findInitiative(this.em, id));
  }

  async create({ caller, data }: CreateInitiativeRequest): Promise<InitiativeView> {
    return this.em.transactional(async (em) => {
      const now = new Date();
      const initiative = em.create(Initiative, {
        id: randomUUID(),
        title: data.title,
        description: textOrNull(data.description),
        status: data.status,
        rag: data.rag,
        dueDate: data.dueDate ?? null,
        createdAt: now,
        updatedAt: now,
      });
      recordEvent(em, {
        type: EventTypes.initiativeCreated,
        actor: actorOf(caller),
        entity: `Initiative:${initiative.id}`,
        data: eventFields(initiativeFields(initiative)),
      });
      return toInitiativeView(initiative);
    });
  }

  async update({ caller, id, changes }: UpdateInitiativeRequest): Promise<InitiativeView> {
    return this.em.transactional(async (em) => {
      const initiative = await this.findInitiative(em, id);
      const before = initiativeFields(initiative);
      if (changes.title !== undefined) initiative.title = changes.title;
      if (changes.description !== undefined) initiative.description = textOrNull(changes.description);
      if (changes.status !== undefined) initiative.status = changes.status;
      if (changes.rag !== undefined) initiative.rag = changes.rag;
      if (changes.dueDate !== undefined) initiative.dueDate = changes.dueDate;
      const changed = changedFields(before, initiativeFields(initiative));
      if (hasChanges(changed)) {
        initiative.updatedAt = new Date();
        recordEvent(em, {
          type: EventTypes.initiativeUpdated,
          actor: actorOf(caller),
          entity: `Initiative:${initiative.id}`,
          data: { changes: changed },
        });
      }
      return toInitiativeView(initiative);
    });
  }

  async delete({ caller, id }: DeleteRequest): Promise<InitiativeView> {
    return this.em.transactional(async (em) => {
      const initiative = await this.findInitiative(em, id);
      em.remove(initiative);
      recordEvent(em, {
        type: EventTypes.initiativeDeleted,
        actor: actorOf(caller),
        entity: `Initiative:${initiative.id}`,
        data: eventFields(initiativeFields(initiative)),
      });
      return toInitiativeView(initiative);
    });
  }

  private async findInitiative(em: EntityManager, id: string): Promise<Initiative> {
    const initiative = await em.findOne(Initiative, { id });
    if (!initiative) throw new DomainError(ErrorCode.NotFound, 'Initiative not found');
    return initiative;
  }
}
