import { type Application, applicationOps } from '@warroom/contracts';
import { type ApiInput, callApi, fetchPage, type HttpOperation } from '../../lib/api';
import type { BodyOf } from '../../shared/records/api';

/** GET /api/applications/{id}: one application as the caller may see it (PRODUCT.md section 11), for an address that opens one. */
export function fetchApplication(id: string, signal?: AbortSignal): Promise<Application> {
  return callApi(applicationOps.get, { params: { id } }, { signal });
}

/** A write to one application: its id (the path) and the operation's body. */
export type ApplicationWrite<Body> = { id: string; body: Body };

/**
 * One of the writes that take an application's id and a body (vote, comment, status, recusal),
 * from its operation. TypeScript cannot read that input off a generic operation, so it is given
 * its operation's type here, once (as records/api.ts does). Each answers the application.
 */
function writeTo<S extends HttpOperation>(operation: S) {
  return ({ id, body }: ApplicationWrite<BodyOf<S>>) => {
    const input: { params?: { id: string }; body?: unknown } = { params: { id }, body };
    return callApi(operation, input as ApiInput<S>);
  };
}

export const voteOnApplication = writeTo(applicationOps.vote);
export const commentOnApplication = writeTo(applicationOps.comment);
/** ADMIN only. */
export const updateApplicationStatus = writeTo(applicationOps.changeStatus);
export const recuseFromApplication = writeTo(applicationOps.recuse);

export function withdrawRecusal(id: string): Promise<Application> {
  return callApi(applicationOps.withdrawRecusal, { params: { id } });
}

/** How many applications wait for the caller's vote: the X-Total-Count of `needsMyVote=true`, one item read. */
export async function fetchNeedsMyVoteCount(signal?: AbortSignal): Promise<number> {
  const page = await fetchPage(applicationOps.list, undefined, { needsMyVote: 'true', limit: 1, offset: 0 }, signal);
  return page.total;
}

/** The newest application waiting for the caller's vote other than `exceptId` (the one open), if any. */
export async function fetchNextNeedingMyVote(exceptId: string | undefined): Promise<Application | undefined> {
  const page = await fetchPage(applicationOps.list, undefined, { needsMyVote: 'true', limit: 2, offset: 0 });
  return page.items.find((application) => application.id !== exceptId);
}
