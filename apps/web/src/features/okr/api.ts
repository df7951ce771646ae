import {
  type CreateObjectiveBody,
  type KeyResultBody,
  okrOps,
  type UpdateKeyResultBody,
  type UpdateObjectiveBody,
} from '@warroom/contracts';
import { callApi } from '../../lib/api';

export function fetchObjective(id: string, signal?: AbortSignal) {
  return callApi(okrOps.objectives.get, { params: { id } }, { signal });
}

export function createObjective(body: CreateObjectiveBody) {
  return callApi(okrOps.objectives.create, { body });
}

export type UpdateObjectiveRequest = { id: string; changes: UpdateObjectiveBody };

export function updateObjective({ id, changes }: UpdateObjectiveRequest) {
  return callApi(okrOps.objectives.update, { params: { id }, body: changes });
}

export function deleteObjective(id: string) {
  return callApi(okrOps.objectives.delete, { params: { id } });
}

export type CreateKeyResultRequest = { objectiveId: string; body: KeyResultBody };

export function createKeyResult({ objectiveId, body }: CreateKeyResultRequest) {
  return callApi(okrOps.createKeyResult, { params: { id: objectiveId }, body });
}

export type UpdateKeyResultRequest = { id: string; changes: UpdateKeyResultBody };

export function updateKeyResult({ id, changes }: UpdateKeyResultRequest) {
  return callApi(okrOps.updateKeyResult, { params: { id }, body: changes });
}

export function deleteKeyResult(id: string) {
  return callApi(okrOps.deleteKeyResult, { params: { id } });
}
