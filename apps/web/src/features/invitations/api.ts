import { type AcceptInvitationBody, invitationOps } from '@warroom/contracts';
import { callApi } from '../../lib/api';

/** GET /api/invitations/{token}: the email, name and role the link makes an account with. */
export function fetchInvitation(token: string, signal?: AbortSignal) {
  return callApi(invitationOps.get, { params: { token } }, { signal });
}

/** POST /api/invitations/{token}/accept: the new member, signed in by the answer's cookie. */
export function acceptInvitation(token: string, body: AcceptInvitationBody) {
  return callApi(invitationOps.accept, { params: { token }, body });
}
