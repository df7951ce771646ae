import { type ErrorBody, errorBodySchema, type FieldError } from '@warroom/contracts';
import { HttpError, statusOf } from './http';

/**
 * The JSON error body of a failed call (PRODUCT.md section 2: `{ statusCode, message,
 * errors? }`), read against the contract's schema; undefined when the answer had none.
 */
export function errorBodyOf(error: unknown): ErrorBody | undefined {
  if (!(error instanceof HttpError) || !error.body) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    return undefined;
  }
  const body = errorBodySchema.safeParse(parsed);
  return body.success ? body.data : undefined;
}

/** The `message` of a JSON error body, if the server sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  const message = errorBodyOf(error)?.message;
  return message?.trim() ? message : undefined;
}

/** The `errors[]` of a 400 answer (one per field), empty for any other failure. */
export function serverFieldListOf(error: unknown): FieldError[] {
  return statusOf(error) === 400 ? (errorBodyOf(error)?.errors ?? []) : [];
}
