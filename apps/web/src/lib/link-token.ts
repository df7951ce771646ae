import { serverMessageOf } from './error-body';
import { statusOf } from './http';

/** Whether the `token` of an emailed link can be one at all; a link cut short or mangled cannot. */
export { isLinkToken } from '@warroom/contracts';

/**
 * Whether the server refused an emailed link: 410 (used, expired, revoked or replaced) or 404
 * (never issued). Any other failure is not the link's fault.
 */
export function isLinkRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return status === 410 || status === 404;
}

/** The server's words for a used, expired or revoked link (410); none for an unknown one. */
export function goneMessageOf(error: unknown): string | undefined {
  return statusOf(error) === 410 ? serverMessageOf(error) : undefined;
}
