import type { AcceptInvitationBody, invitationOps } from '@warroom/contracts';
import { INVITATION_PATH } from '@warroom/contracts';
import { callApi, getByPath } from '../../lib/api';
import { loadPublicContracts } from '../../lib/load-public-contracts';

/** GET /api/invitations/{token}: the email, name and role the link makes an account with (read as /join loads, without schemas). */
export function fetchInvitation(token: string, signal?: AbortSignal) {
  return getByPath<typeof invitationOps.get>(INVITATION_PATH, { token }, { signal });
}

/** POST /api/invitations/{token}/accept: the new member, signed in by the answer's cookie. */
export async function acceptInvitation(token: string, body: AcceptInvitationBody) {
  const { invitationOps } = await loadPublicContracts();
  return callApi(invitationOps.accept, { params: { token }, body });
}
