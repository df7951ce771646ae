import type { FieldErrors } from './field-errors';
import { serverFieldListOf } from './error-body';

/**
 * The field messages of a 400 answer (`errors: [{ path, message }]`, PRODUCT.md section 2),
 * the first per field, for the fields a form shows.
 */
export function serverFieldErrorsOf<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  const found: FieldErrors<K> = {};
  for (const entry of serverFieldListOf(error)) {
    const field = entry.path.split('.')[0] ?? '';
    if ((fields as readonly string[]).includes(field)) found[field as K] ??= entry.message;
  }
  return found;
}
