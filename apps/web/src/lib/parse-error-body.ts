import { type ErrorBody, errorBodySchema } from '@warroom/contracts';

/**
 * The JSON error body of a failed call (PRODUCT.md section 2: `{ statusCode, message,
 * errors? }`), read against the contract's schema; undefined when the answer is not one.
 * Loaded with the first failure (http.ts).
 */
export function parseErrorBody(text: string): ErrorBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const body = errorBodySchema.safeParse(parsed);
  return body.success ? body.data : undefined;
}
