import type { CreateDecisionBody, Decision, UpdateDecisionBody } from '@warroom/contracts';
import { downloadFile } from '../../lib/download';
import { http } from '../../lib/http';

const path = (id: string) => `/api/decisions/${encodeURIComponent(id)}`;

export function fetchDecisions(signal?: AbortSignal): Promise<Decision[]> {
  return http<Decision[]>('/api/decisions', { signal });
}

export function fetchDecision(id: string, signal?: AbortSignal): Promise<Decision> {
  return http<Decision>(path(id), { signal });
}

export function createDecision(body: CreateDecisionBody): Promise<Decision> {
  return http<Decision>('/api/decisions', { method: 'POST', body });
}

export type UpdateDecisionRequest = { id: string; changes: UpdateDecisionBody };

export function updateDecision({ id, changes }: UpdateDecisionRequest): Promise<Decision> {
  return http<Decision>(path(id), { method: 'PATCH', body: changes });
}

export function deleteDecision(id: string): Promise<Decision> {
  return http<Decision>(path(id), { method: 'DELETE' });
}

/** GET /api/decisions/export: saves `adr-export-YYYY-MM-DD.md` under the server's name. */
export function exportDecisions(): Promise<string> {
  return downloadFile('/api/decisions/export', 'adr-export.md');
}
