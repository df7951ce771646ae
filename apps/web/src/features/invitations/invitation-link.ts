import { ROUTES } from '../../shared/routes';
import type { LinkKind } from '../../shared/public/link-problem';

/** An invitation link that does not work (unknown, used, expired or revoked): the way on is signing in. */
export const INVITATION_LINK: LinkKind = {
  unknown: 'This invitation link is not valid',
  description: 'If you have joined already, sign in. Otherwise ask the War Room for a new invitation.',
  to: ROUTES.login,
  action: 'Go to Member Login',
};
