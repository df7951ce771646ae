import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EventTypes,
  type CreateObjectiveBody,
  type Objective as ObjectiveView,
  type ObjectiveDetail,
  type PageQuery,
  type UpdateObjectiveBody,
} from '@warroom/contracts';
import { assignDefined, changed, eventFields, textOrNull } from '../common/event-data.js';
import { notFound } from '../common/lock-record.js';
import { RecordService, type RecordKind } from '../common/record-kind.js';
import { addKeyResult } from './key-results.service.js';
import { Objective, objectiveFields } from './objective.entity.js';
import { listObjectives, objectiveDetail } from './okr-reads.js';

type ObjectiveTypes = {
  entity: Objective;
  view: ObjectiveDetail;
  summary: ObjectiveView;
  create: CreateObjectiveBody;
  changes: UpdateObjectiveBody;
  listQuery: PageQuery;
};

/** Objectives; created with their first key results, which then change through `KeyResultsService`. */
export const objectiveKind: RecordKind<ObjectiveTypes> = {
  entity: Objective,
  name: 'Objective',
  events: {
    created: EventTypes.objectiveCreated,
    updated: EventTypes.objectiveUpdated,
    deleted: EventTypes.objectiveDeleted,
  },
  list: listObjectives,
  view: async (objective, em) => (await objectiveDetail(em, objective.id)) ?? Promise.reject(notFound('Objective')),
  fields: objectiveFields,
  build: (data) => ({ title: data.title, description: textOrNull(data.description) }),
  apply: (objective, changes) =>
    assignDefined(objective, { title: changes.title, description: changed(changes.description, textOrNull) }),
  afterCreate: (em, caller, objective, data) =>
    data.keyResults.forEach((body, position) =>
      addKeyResult(em, caller, objective, body, position, objective.createdAt),
    ),
  createdData: (objective, data) => ({
    ...eventFields(objectiveFields(objective)),
    keyResults: data.keyResults.length,
  }),
  /** Deleted with its key results and their check-ins. */
  deletedData: (objective, view) => ({ title: objective.title, keyResults: view.keyResults.length }),
};

@Injectable()
export class OkrService extends RecordService<ObjectiveTypes> {
  constructor(em: EntityManager) {
    super(em, objectiveKind);
  }
}
