import { serverMessageOf } from './error-body';
import { HttpError } from './http';

/**
 * What went wrong, in words for the person using the app (issue 20): never the raw
 * `500: {"statusCode":500,…}` message, which stays one click away as the detail. A 4xx answer's
 * own message is written for people (PRODUCT.md section 2), so it is kept; a 5xx's is not.
 */
export function errorExplanation(error: unknown): string {
  if (!(error instanceof HttpError)) {
    // fetch() rejects with a TypeError when no answer came at all (offline, connection reset).
    return error instanceof TypeError && /fetch|network|load failed/i.test(error.message)
      ? 'The server could not be reached. Check your connection, then try again.'
      : 'Something unexpected happened in the app. Trying again usually helps.';
  }
  const message = serverMessageOf(error);
  // A refusal's own message says what to do (a 409's conflict, a 429's wait); a 404's names a route.
  if (message && error.status < 500 && error.status !== 401 && error.status !== 404) return message;
  switch (error.status) {
    case 401:
      return 'Your session has ended. Sign in again to carry on.';
    case 403:
      return 'Your role does not allow this.';
    case 404:
      return 'It could not be found: it may have been deleted, or the link is wrong.';
    case 408:
    case 504:
      return 'The server took too long to answer. Try again in a moment.';
    case 429:
      return 'Too many requests at once. Wait a moment, then try again.';
    case 502:
    case 503:
      return 'Part of the service is not answering right now. Try again in a moment.';
    default:
      if (error.status >= 500)
        return 'Something went wrong on the server. Try again; if it keeps failing, tell an admin.';
      return message ?? 'The request was not accepted.';
  }
}

/** 'Try again in 42 minutes.', when a refusal (a 429) said how long to wait (`Retry-After`). */
export function retryAfterText(error: unknown): string | undefined {
  const seconds = error instanceof HttpError ? error.retryAfterSeconds : undefined;
  if (seconds === undefined) return undefined;
  if (seconds < 60) return seconds <= 1 ? 'Try again in a second.' : `Try again in ${seconds} seconds.`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'Try again in 1 minute.' : `Try again in ${minutes} minutes.`;
}

/** The error as the app received it (status and body), for the detail behind the disclosure. */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' && error ? error : undefined;
}
