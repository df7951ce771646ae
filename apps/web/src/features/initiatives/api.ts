import type { CreateInitiativeBody, Initiative, UpdateInitiativeBody } from '@warroom/contracts';
import { http } from '../../lib/http';

const path = (id: string) => `/api/initiatives/${encodeURIComponent(id)}`;

export function fetchInitiative(id: string, signal?: AbortSignal): Promise<Initiative> {
  return http<Initiative>(path(id), { signal });
}

export function createInitiative(body: CreateInitiativeBody): Promise<Initiative> {
  return http<Initiative>('/api/initiatives', { method: 'POST', body });
}

export type UpdateInitiativeRequest = { id: string; changes: UpdateInitiativeBody };

export function updateInitiative({ id, changes }: UpdateInitiativeRequest): Promise<Initiative> {
  return http<Initiative>(path(id), { method: 'PATCH', body: changes });
}

export function deleteInitiative(id: string): Promise<Initiative> {
  return http<Initiative>(path(id), { method: 'DELETE' });
}
