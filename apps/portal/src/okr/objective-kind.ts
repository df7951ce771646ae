import {
  type CreateObjectiveBody,
  type Objective as ObjectiveView,
  type ObjectiveDetail,
  type PageQuery,
  type UpdateObjectiveBody,
} from '@warroom/contracts';
import { eventFields } from '../common/event-data.js';
import { viewFields } from '../common/record-fields.js';
import type { RecordKind } from '../common/record-kind.js';
import { addKeyResult } from './key-results.service.js';
import { Objective } from './objective.entity.js';
import { listObjectives, OBJECTIVE_FIELDS, objectiveDetail } from './okr-reads.js';

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
  fields: OBJECTIVE_FIELDS,
  list: listObjectives,
  view: (objective, em) => objectiveDetail(em, objective),
  afterCreate: (em, caller, objective, data) =>
    data.keyResults.forEach((body, position) =>
      addKeyResult(em, caller, objective, body, position, objective.createdAt),
    ),
  createdData: (objective, data) => ({
    ...eventFields(viewFields(objective, OBJECTIVE_FIELDS)),
    keyResults: data.keyResults.length,
  }),
  /** Deleted with its key results and their check-ins. */
  deletedData: (objective, view) => ({ title: objective.title, keyResults: view.keyResults.length }),
};
