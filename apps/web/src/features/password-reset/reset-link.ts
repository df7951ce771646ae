import { ROUTES } from '../../shared/routes';
import type { LinkKind } from '../../shared/public/link-problem';

/** A reset link that does not work: the way on is a new one. */
export const RESET_LINK: LinkKind = {
  unknown: 'This reset link is not valid',
  description: 'Ask for a new link: it arrives by email, and works for a limited time and once.',
  to: ROUTES.forgotPassword,
  action: 'Request a New Link',
};
