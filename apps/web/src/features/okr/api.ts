import { type KeyResultBody, okrOps, type UpdateKeyResultBody } from '@warroom/contracts';
import { callApi } from '../../lib/api';

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
