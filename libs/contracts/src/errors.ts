import { z } from 'zod';

/**
 * What went wrong, in the words of the domain. Services raise these; the gateway
 * turns each code into an HTTP status in one place (`httpStatusOf`).
 */
export const ErrorCode = {
  BadInput: 'BAD_INPUT',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  Gone: 'GONE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Unavailable: 'UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The error body every failing HTTP answer carries (PRODUCT.md section 2). */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** How a domain error travels over NATS from a service to the gateway. */
export const rpcErrorSchema = z.object({
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type RpcError = z.infer<typeof rpcErrorSchema>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toRpc(): RpcError {
    return { code: this.code, message: this.message, ...this.details };
  }
}

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.BadInput:
      return 400;
    case ErrorCode.Unauthenticated:
      return 401;
    case ErrorCode.Forbidden:
      return 403;
    case ErrorCode.NotFound:
      return 404;
    case ErrorCode.Conflict:
      return 409;
    case ErrorCode.Gone:
      return 410;
    case ErrorCode.PayloadTooLarge:
      return 413;
    case ErrorCode.UnsupportedMediaType:
      return 415;
    case ErrorCode.TooManyRequests:
      return 429;
    case ErrorCode.Unavailable:
      return 503;
    case ErrorCode.Internal:
      return 500;
  }
}

/** Turns a zod failure into the `errors` list of the error body. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function badInput(error: z.ZodError): DomainError {
  const errors = fieldErrorsOf(error);
  const first = errors[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid input';
  return new DomainError(ErrorCode.BadInput, message, { errors });
}

export const UNSTORABLE_TEXT = 'Text cannot contain NUL characters or unpaired surrogates';
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first string PostgreSQL cannot store (NUL in text, an unpaired surrogate in
 * jsonb), or undefined. Such text used to reach the database and fail there: a 500.
 */
function unstorableTextPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value) ? path.join('.') : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableTextPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Parses input at an edge (an HTTP body, a NATS payload); bad input becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badInput(result.error);
  const unstorable = unstorableTextPath(result.data);
  if (unstorable !== undefined) {
    throw new DomainError(ErrorCode.BadInput, unstorable ? `${unstorable}: ${UNSTORABLE_TEXT}` : UNSTORABLE_TEXT, {
      errors: [{ path: unstorable, message: UNSTORABLE_TEXT }],
    });
  }
  return result.data;
}
