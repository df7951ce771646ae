import type { z } from 'zod';
import { jsonBytes } from './json-size.js';

/**
 * Every character but a control character takes at most 3 bytes as JSON (UTF-8); a control
 * character takes 6 (`\u0001`). A text field may take at most 3 bytes a character as JSON, so
 * that its size in bytes, and so every record's, has a bound that the character limit alone
 * did not give: 200,000 U+0001 used to be a valid 1.2 MB field (issue 14).
 */
export const JSON_BYTES_PER_CHARACTER = 3;

/**
 * One formatter for every message: `toLocaleString('en-US')` builds a new one on each call, and
 * the messages are made when the schemas are, as the module loads (~50 ms in a browser's first
 * script for a few hundred schemas).
 */
const EN_US = new Intl.NumberFormat('en-US');

/** A count as written in messages: '200,000'. */
export const formatCount = (value: number): string => EN_US.format(value);

const kilobytes = (bytes: number) => `${formatCount(Math.floor(bytes / 1024))} KB`;

/** Whether a text stays within `maxCharacters` worth of bytes as JSON. */
export function fitsJsonBytes(text: string, maxCharacters: number): boolean {
  // Cheap first: a text of at most a third of its limit cannot be over it in bytes.
  if (text.length * 6 + 2 <= maxCharacters * JSON_BYTES_PER_CHARACTER) return true;
  return jsonBytes(text) - 2 <= maxCharacters * JSON_BYTES_PER_CHARACTER;
}

export const tooManyBytesMessage = (label: string, maxCharacters: number) =>
  `${label} is too large: at most ${kilobytes(maxCharacters * JSON_BYTES_PER_CHARACTER)}`;

/**
 * `schema` held to `maxCharacters` worth of bytes as JSON, with `label`'s message past it. The
 * limit is part of its JSON Schema as `x-max-json-bytes` (the OpenAPI document shows it), so
 * that a client, or the fuzz, can tell what fits.
 */
export function withinJsonBytes<S extends z.ZodType<string | undefined | null>>(
  schema: S,
  label: string,
  maxCharacters: number,
) {
  return schema
    .refine(
      (text) => typeof text !== 'string' || fitsJsonBytes(text, maxCharacters),
      tooManyBytesMessage(label, maxCharacters),
    )
    .meta({ 'x-max-json-bytes': maxCharacters * JSON_BYTES_PER_CHARACTER });
}
