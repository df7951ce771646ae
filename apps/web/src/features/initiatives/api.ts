import { type CreateInitiativeBody, initiativeOps, type UpdateInitiativeBody } from '@warroom/contracts';
import { callApi } from '../../lib/api';

export function fetchInitiative(id: string, signal?: AbortSignal) {
  return callApi(initiativeOps.get, { params: { id } }, { signal });
}

export function createInitiative(body: CreateInitiativeBody) {
  return callApi(initiativeOps.create, { body });
}

export type UpdateInitiativeRequest = { id: string; changes: UpdateInitiativeBody };

export function updateInitiative({ id, changes }: UpdateInitiativeRequest) {
  return callApi(initiativeOps.update, { params: { id }, body: changes });
}

export function deleteInitiative(id: string) {
  return callApi(initiativeOps.delete, { params: { id } });
}
