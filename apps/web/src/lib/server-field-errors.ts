import type { FieldErrors } from './field-errors';
import { HttpError } from './http';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The field messages of a 400 answer (`errors: [{ path, message }]`, PRODUCT.md section 2),
 * the first per field, for the fields a form shows.
 */
export function serverFieldErrorsOf<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  const found: FieldErrors<K> = {};
  if (!(error instanceof HttpError) || error.status !== 400) return found;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return found;
  }
  if (!isRecord(body) || !Array.isArray(body.errors)) return found;
  for (const entry of body.errors as unknown[]) {
    if (!isRecord(entry) || typeof entry.message !== 'string') continue;
    const path = Array.isArray(entry.path) ? entry.path[0] : String(entry.path ?? '').split('.')[0];
    if (typeof path === 'string' && (fields as readonly string[]).includes(path)) found[path as K] ??= entry.message;
  }
  return found;
}
