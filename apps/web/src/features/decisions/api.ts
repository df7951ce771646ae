import { decisionOps } from '@warroom/contracts';
import { apiPath, fetchPage } from '../../lib/api';
import { type Downloaded, downloadFile } from '../../lib/download';

/** How many decisions a search in the 'Superseded by' choice lists. */
export const DECISION_SEARCH_LIMIT = 20;

/** GET /api/decisions?q=: the newest decisions whose title holds `q` (all of them when empty), one page. */
export function searchDecisions(q: string, signal?: AbortSignal) {
  return fetchPage(decisionOps.list, undefined, { q, limit: DECISION_SEARCH_LIMIT, offset: 0 }, signal);
}

/** GET /api/decisions/export: saves `adr-export-YYYY-MM-DD.md` under the server's name; the count it holds. */
export function exportDecisions(): Promise<Downloaded> {
  return downloadFile(apiPath(decisionOps.export), 'adr-export.md');
}
