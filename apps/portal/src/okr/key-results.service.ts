import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, type RequiredEntityData } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  KEY_RESULTS_PER_OBJECTIVE_MAX,
  type Caller,
  type KeyResultBody,
  type KeyResultDetail,
  okrOps,
  type OperationInput,
} from '@warroom/contracts';
import { lockRow } from '@warroom/persistence';
import { changedFields, eventFields, hasChanges } from '../common/event-data.js';
import { lockRecord, notFound } from '../common/lock-record.js';
import { recordPortalEvent } from '../common/portal-event.js';
import { storedFields, viewFields } from '../common/record-fields.js';
import { COUNT } from '../common/rows.js';
import { portalDb } from '../portal-db.js';
import { CheckIn } from './check-in.entity.js';
import { KeyResult } from './key-result.entity.js';
import { Objective } from './objective.entity.js';
import { KEY_RESULT_FIELDS, keyResultDetail } from './okr-reads.js';

/** The fields a key result's events record and an update compares. */
const keyResultFields = (keyResult: KeyResult) => viewFields(keyResult, KEY_RESULT_FIELDS);

export const TOO_MANY_KEY_RESULTS = `An objective has at most ${KEY_RESULTS_PER_OBJECTIVE_MAX} key results`;

/** Adds a key result to the unit of work, with its event. */
export function addKeyResult(
  em: EntityManager,
  caller: Caller,
  objective: Objective,
  body: KeyResultBody,
  position: number,
  now: Date,
): KeyResult {
  const fields = storedFields(em, KeyResult, KEY_RESULT_FIELDS, body, { create: true });
  const data = { ...fields, id: randomUUID(), objective, position, createdAt: now, updatedAt: now };
  // The fields are the body's, which its schema holds to what the entity requires.
  const keyResult = em.create(KeyResult, data as RequiredEntityData<KeyResult>);
  recordPortalEvent(em, caller, EventTypes.keyResultCreated, `KeyResult:${keyResult.id}`, {
    objectiveId: objective.id,
    ...eventFields(keyResultFields(keyResult)),
  });
  return keyResult;
}

/** Key results; every change of a key result's current value is kept as a check-in. */
@Injectable()
export class KeyResultsService {
  constructor(private readonly em: EntityManager) {}

  async create({ caller, params, body }: OperationInput<typeof okrOps.createKeyResult>): Promise<KeyResultDetail> {
    const objectiveId = params.id;
    return this.em.transactional(async (em) => {
      // Locked so that two key results added at once do not take the same position or pass the cap.
      if (!(await lockRow(em, Objective, objectiveId))) throw notFound('Objective');
      const objective = em.getReference(Objective, objectiveId);
      const last = await portalDb(em)
        .selectFrom('KeyResult')
        .select((eb) => [eb.fn.max('position').as('position'), COUNT])
        .where('objective', '=', objectiveId)
        .executeTakeFirstOrThrow();
      if (last.count >= KEY_RESULTS_PER_OBJECTIVE_MAX) {
        throw new DomainError(ErrorCode.Conflict, TOO_MANY_KEY_RESULTS);
      }
      const keyResult = addKeyResult(em, caller, objective, body, (last.position ?? -1) + 1, new Date());
      await em.flush();
      return this.detail(em, keyResult.id);
    });
  }

  async update({ caller, params, body }: OperationInput<typeof okrOps.updateKeyResult>): Promise<KeyResultDetail> {
    return this.em.transactional(async (em) => {
      const keyResult = await this.lock(em, params.id);
      const before = keyResultFields(keyResult);
      Object.assign(keyResult, storedFields(em, KeyResult, KEY_RESULT_FIELDS, body, { create: false }));
      const changed = changedFields(before, keyResultFields(keyResult));
      if (hasChanges(changed)) {
        const now = new Date();
        keyResult.updatedAt = now;
        const checkIn = changed.current ? this.checkIn(em, caller, keyResult, before.current, now) : null;
        recordPortalEvent(em, caller, EventTypes.keyResultUpdated, `KeyResult:${keyResult.id}`, {
          objectiveId: keyResult.objective.id,
          changes: changed,
          ...(checkIn ? { checkInId: checkIn.id } : {}),
        });
        await em.flush();
      }
      return this.detail(em, keyResult.id);
    });
  }

  async delete({ caller, params: { id } }: OperationInput<typeof okrOps.deleteKeyResult>): Promise<KeyResultDetail> {
    return this.em.transactional(async (em) => {
      const keyResult = await this.lock(em, id);
      const view = await this.detail(em, id);
      em.remove(keyResult);
      recordPortalEvent(em, caller, EventTypes.keyResultDeleted, `KeyResult:${keyResult.id}`, {
        objectiveId: view.objectiveId,
        ...eventFields(keyResultFields(keyResult)),
      });
      await em.flush();
      return view;
    });
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
    em.persist(checkIn);
    return checkIn;
  }

  private async detail(em: EntityManager, id: string): Promise<KeyResultDetail> {
    return (await keyResultDetail(em, id)) ?? Promise.reject(notFound('Key result'));
  }

  private lock(em: EntityManager, id: string): Promise<KeyResult> {
    return lockRecord(em, KeyResult, id, 'Key result');
  }
}
