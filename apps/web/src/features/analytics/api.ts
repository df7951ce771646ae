import { applicationOps } from '@warroom/contracts';
import { callApi } from '../../lib/api';

/** GET /api/applications/analytics: the counts by status, month and stage (reviewer roles only). */
export function fetchApplicationAnalytics(signal?: AbortSignal) {
  return callApi(applicationOps.analytics, {}, { signal });
}
