import type { applicationOps, SubmitApplicationBody } from '@warroom/contracts';
import { APPLICATION_STATUS_PATH } from '@warroom/contracts';
import { callApi, getByPath } from '../../lib/api';
import { loadPublicContracts } from '../../lib/load-public-contracts';

/** What /apply and /application-status send, with no schema loaded until a form is used (issue 19). */
export async function submitApplication(body: SubmitApplicationBody) {
  const { applicationOps } = await loadPublicContracts();
  return callApi(applicationOps.submit, { body });
}

/** Read as /application-status?id= loads, without schemas. */
export function fetchApplicationStatus(id: string, signal?: AbortSignal) {
  return getByPath<typeof applicationOps.status>(APPLICATION_STATUS_PATH, { id }, { signal });
}
