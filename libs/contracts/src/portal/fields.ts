import { z } from 'zod';
import { fitsJsonBytes, tooManyBytesMessage } from '../text.js';
import { uuidParamsSchema, type UuidParams } from '../path-params.js';

/** PRODUCT.md section 7: titles 1 to 200 characters; markdown and other long text up to 200,000. */
export const TITLE_MAX = 200;
export const LONG_TEXT_MAX = 200_000;
export const UNIT_MAX = 50;

/** A one-line name (title, label): trimmed, 1 to 200 characters. */
export const requiredTextSchema = (label: string, max = TITLE_MAX) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => fitsJsonBytes(text, max), tooManyBytesMessage(label, max));

export const titleSchema = requiredTextSchema('Title');

/** Long free text (context, markdown, agenda, descriptions), kept as written: leading spaces can matter in markdown. */
export const longTextSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(LONG_TEXT_MAX, `${label} must be at most ${LONG_TEXT_MAX.toLocaleString('en-US')} characters`)
    .refine((text) => fitsJsonBytes(text, LONG_TEXT_MAX), tooManyBytesMessage(label, LONG_TEXT_MAX));

/** Optional long text: in a create, absent, null and empty all mean "none"; in a change, null clears it. */
export const optionalLongTextSchema = (label: string) => longTextSchema(label).nullish();

export const unitSchema = z
  .string({ error: 'Unit must be text' })
  .trim()
  .max(UNIT_MAX, `Unit must be at most ${UNIT_MAX} characters`)
  .refine((text) => fitsJsonBytes(text, UNIT_MAX), tooManyBytesMessage('Unit', UNIT_MAX));

/** A finite number: zod 4 refuses Infinity and NaN (and JSON cannot carry them). */
export const numberSchema = (label: string) => z.number({ error: `${label} must be a number` });

/** A point in time, ISO 8601 with Z or an offset; answers give it back in UTC. */
export const dateTimeSchema = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time (e.g. 2026-01-31T09:30:00Z)` });

/** A calendar day, `YYYY-MM-DD`; a full ISO date-time is taken as its UTC day. */
export const daySchema = (label: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${label} must be an ISO 8601 date (YYYY-MM-DD)`,
    })
    .transform((value) => (value.length === 10 ? value : new Date(value).toISOString().slice(0, 10)));

export const timestampSchema = z.iso.datetime();

export const NOTHING_TO_CHANGE = 'Nothing to change: give at least one field';

/** For PATCH bodies: any subset of the fields, but at least one. */
export const hasSomeField = (value: Record<string, unknown>): boolean =>
  Object.values(value).some((field) => field !== undefined);

/** Path parameters of a portal route: a malformed id is 400, an unknown one 404. */
export const portalIdParamsSchema = uuidParamsSchema;
export type PortalIdParams = UuidParams;
