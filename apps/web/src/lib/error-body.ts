import type { ErrorBody, FieldError } from '@warroom/contracts';
import { HttpError, statusOf } from './http';

/** The JSON error body of a failed call, as http.ts read it; undefined when the answer had none. */
export function errorBodyOf(error: unknown): ErrorBody | undefined {
  return error instanceof HttpError ? error.errorBody : undefined;
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
