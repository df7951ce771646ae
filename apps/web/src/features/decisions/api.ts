import type { CreateDecisionBody, Decision, DecisionSummary, Page, UpdateDecisionBody } from '@warroom/contracts';
import { type Downloaded, downloadFile } from '../../lib/download';
import { http, httpPage } from '../../lib/http';

/** How many decisions a search in the 'Superseded by' choice lists. */
export const DECISION_SEARCH_LIMIT = 20;

const path = (id: string) => `/api/decisions/${encodeURIComponent(id)}`;

/** GET /api/decisions?q=: the newest decisions whose title holds `q` (all of them when empty), one page. */
export function searchDecisions(q: string, signal?: AbortSignal): Promise<Page<DecisionSummary>> {
  return httpPage<DecisionSummary>('/api/decisions', { q, limit: DECISION_SEARCH_LIMIT, offset: 0 }, signal);
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

/** GET /api/decisions/export: saves `adr-export-YYYY-MM-DD.md` under the server's name; the count it holds. */
export function exportDecisions(): Promise<Downloaded> {
  return downloadFile('/api/decisions/export', 'adr-export.md');
}
