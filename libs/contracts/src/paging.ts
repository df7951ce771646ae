import { z } from 'zod';
import { isInstantInRange } from './portal/fields.js';

export { countUtf8, jsonBytes, jsonBytesBound, utf8Length } from './json-size.js';

/**
 * PRODUCT.md section 2: every list is bounded. A page holds at most `limit` items
 * (default 100, at most 500) from `offset`, and the total is answered beside it.
 */
export const PAGE_LIMIT_DEFAULT = 100;
export const PAGE_LIMIT_MAX = 500;
export const PAGE_OFFSET_MAX = 10_000_000;

/**
 * The ceiling of one NATS message, set on purpose on the server and known to every client
 * (nats-server's own default is 1 MB, which a page of large records outgrew: issue 14).
 */
export const NATS_MAX_PAYLOAD_BYTES = 8 * 1024 * 1024;

/**
 * The most bytes of JSON one page of a list (or one chunk of an export) carries. A page
 * stops early at this budget, so no answer outgrows a NATS message whatever the records
 * hold; every single record is kept far under it by the input limits (see
 * `textWithin` in portal/fields.ts).
 */
export const PAGE_BYTES_MAX = 4 * 1024 * 1024;

const integerParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max.toLocaleString('en-US')}`);

/** `limit` and `offset` of a list's query string. */
export const pageQuerySchema = z.object({
  limit: integerParam('limit', 1, PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  offset: integerParam('offset', 0, PAGE_OFFSET_MAX).default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A page as a service answers it; the gateway sends `items` with `X-Total-Count: total`. A list
 * read by keyset also says where the next page starts (`next`, a cursor), which the gateway's
 * `Link` carries instead of an offset.
 */
export const pageSchema = <S extends z.ZodType>(item: S) =>
  z.object({ items: z.array(item), total: z.number().int().min(0), next: z.string().optional() });
export type Page<T> = { items: T[]; total: number; next?: string };

/** SPEC.md section 9: what a list shows of a long text. */
export const PREVIEW_LENGTH = { context: 100, agenda: 80, markdown: 100, description: 100 } as const;

/** The first `length` characters of a text, never cutting a surrogate pair in two. */
export function previewOf(text: string, length: number): string {
  if (text.length <= length) return text;
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

/** A position in a list ordered by (instant, id): `<instant ISO>_<id>`, the last row already read. */
export type KeysetCursor = { at: string; id: string };

export const keysetCursor = (at: Date | string, id: string): string => `${new Date(at).toISOString()}_${id}`;

/**
 * A cursor whose parts PostgreSQL reads as a timestamptz and a uuid (else the query fails: a
 * 500), its instant in the range every date of the API keeps to.
 */
function isCursor(value: string, id: z.ZodType<string>): boolean {
  const { at, id: rowId } = parseKeysetCursor(value);
  return z.iso.datetime().safeParse(at).success && isInstantInRange(at) && id.safeParse(rowId).success;
}

/** A keyset cursor whose row ids are UUIDs (unless told otherwise). */
export const keysetCursorSchema = (message: string, id: z.ZodType<string> = z.uuid()) =>
  z
    .string()
    .max(200, message)
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[A-Za-z0-9_-]+$/, message)
    .refine((value) => isCursor(value, id), message);

/** `<instant>_<id>`: the instant has no `_`, the id may (an application id is base64url). */
export function parseKeysetCursor(cursor: string): KeysetCursor {
  const separator = cursor.indexOf('_');
  return { at: cursor.slice(0, separator), id: cursor.slice(separator + 1) };
}

export const keysetCursorOf = (at: Date | string, id: string): string => `${new Date(at).toISOString()}_${id}`;

/**
 * An export is streamed a chunk at a time (issue 14): each request names where the last
 * chunk ended, each answer is text within the page budget and where it ended. The first
 * chunk (no cursor) starts with the file's header; `total` is what the export holds.
 */
export const EXPORT_CURSOR_MESSAGE = 'cursor must come from the previous chunk';

export const exportChunkRequestSchema = z.object({
  /** Where the previous chunk ended, in the export's own words (each export checks its form). */
  cursor: z
    .string()
    .regex(/^[\w:.-]{1,200}$/, EXPORT_CURSOR_MESSAGE)
    .nullable(),
  exportedAt: z.iso.datetime(),
});
export type ExportChunkRequest = z.infer<typeof exportChunkRequestSchema>;

export const exportChunkSchema = z.object({
  filename: z.string(),
  content: z.string(),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type ExportChunk = z.infer<typeof exportChunkSchema>;

/** Exports take no query parameters; an unknown one is a 400 rather than silently ignored. */
export const exportQuerySchema = z.object({}).strict();
