import type {
  CreateObjectiveBody,
  KeyResultBody,
  KeyResultDetail,
  ObjectiveDetail,
  UpdateKeyResultBody,
  UpdateObjectiveBody,
} from '@warroom/contracts';
import { http } from '../../lib/http';

const objectivePath = (id: string) => `/api/okr/objectives/${encodeURIComponent(id)}`;
const keyResultPath = (id: string) => `/api/okr/key-results/${encodeURIComponent(id)}`;

export function fetchObjective(id: string, signal?: AbortSignal): Promise<ObjectiveDetail> {
  return http<ObjectiveDetail>(objectivePath(id), { signal });
}

export function createObjective(body: CreateObjectiveBody): Promise<ObjectiveDetail> {
  return http<ObjectiveDetail>('/api/okr/objectives', { method: 'POST', body });
}

export type UpdateObjectiveRequest = { id: string; changes: UpdateObjectiveBody };

export function updateObjective({ id, changes }: UpdateObjectiveRequest): Promise<ObjectiveDetail> {
  return http<ObjectiveDetail>(objectivePath(id), { method: 'PATCH', body: changes });
}

export function deleteObjective(id: string): Promise<ObjectiveDetail> {
  return http<ObjectiveDetail>(objectivePath(id), { method: 'DELETE' });
}

export type CreateKeyResultRequest = { objectiveId: string; body: KeyResultBody };

export function createKeyResult({ objectiveId, body }: CreateKeyResultRequest): Promise<KeyResultDetail> {
  return http<KeyResultDetail>(`${objectivePath(objectiveId)}/key-results`, { method: 'POST', body });
}

export type UpdateKeyResultRequest = { id: string; changes: UpdateKeyResultBody };

export function updateKeyResult({ id, changes }: UpdateKeyResultRequest): Promise<KeyResultDetail> {
  return http<KeyResultDetail>(keyResultPath(id), { method: 'PATCH', body: changes });
}

export function deleteKeyResult(id: string): Promise<KeyResultDetail> {
  return http<KeyResultDetail>(keyResultPath(id), { method: 'DELETE' });
}
