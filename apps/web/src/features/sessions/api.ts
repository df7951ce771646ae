import { type LiveSession, sessionOps } from '@warroom/contracts';
import { callApi } from '../../lib/api';

/** POST /api/sessions/{id}/rsvp: the caller's answer; the session comes back with its counts. */
export function rsvp(id: string, going: boolean): Promise<LiveSession> {
  return callApi(sessionOps.rsvp, { params: { id }, body: { going } });
}
