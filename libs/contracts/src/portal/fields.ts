import { z } from 'zod';
import { withinJsonBytes } from '../text.js';
import { uuidParamsSchema, type UuidParams } from '../path-params.js';

/** PRODUCT.md section 7: titles 1 to 200 characters; markdown and other long text up to 200,000. */
export const TITLE_MAX = 200;
export const LONG_TEXT_MAX = 200_000;
export const UNIT_MAX = 50;

/** A one-line name (title, label): trimmed, 1 to 200 characters. */
export const requiredTextSchema = (label: string, max = TITLE_MAX) =>
  withinJsonBytes(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
    label,
    max,
  );

export const titleSchema = requiredTextSchema('Title');

/** Long free text (context, markdown, agenda, descriptions), kept as written: leading spaces can matter in markdown. */
export const longTextSchema = (label: string) =>
  withinJsonBytes(
    z
      .string({ error: `${label} must be text` })
      .max(LONG_TEXT_MAX, `${label} must be at most ${LONG_TEXT_MAX.toLocaleString('en-US')} characters`),
    label,
    LONG_TEXT_MAX,
  );

/** Optional long text: in a create, absent, null and empty all mean "none"; in a change, null clears it. */
export const optionalLongTextSchema = (label: string) => longTextSchema(label).nullish();

export const unitSchema = withinJsonBytes(
  z.string({ error: 'Unit must be text' }).trim().max(UNIT_MAX, `Unit must be at most ${UNIT_MAX} characters`),
  'Unit',
  UNIT_MAX,
);

/** A finite number: zod 4 refuses Infinity and NaN (and JSON cannot carry them). */
export const numberSchema = (label: string) => z.number({ error: `${label} must be a number` });

/**
 * The dates the API takes, in UTC: what PostgreSQL's timestamptz and date hold and JavaScript's
 * Date writes back as a 4-digit-year ISO string, narrowed to a sensible span (year 0 is no
 * date to PostgreSQL; year 10000 is `+010000-…` to JavaScript).
 */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '9999-12-31';
const EARLIEST_INSTANT = Date.parse(`${EARLIEST_DAY}T00:00:00.000Z`);
const LATEST_INSTANT = Date.parse(`${LATEST_DAY}T23:59:59.999Z`);

/** A year of five or more digits or with a sign (`10000-01-01`, `+010000-01-01T…`): out of range, not malformed. */
const EXPANDED_YEAR = /^(?:[+-]\d{4,}|\d{5,})-\d{2}-\d{2}(?:T|$)/;

export const dayRangeMessage = (label: string) => `${label} must be between ${EARLIEST_DAY} and ${LATEST_DAY}`;
export const dateTimeRangeMessage = (label: string) => `${dayRangeMessage(label)} (UTC)`;

/** Whether an ISO 8601 date-time, once its offset is applied, is an instant in the accepted range. */
export function isInstantInRange(value: string): boolean {
  const instant = Date.parse(value);
  return instant >= EARLIEST_INSTANT && instant <= LATEST_INSTANT;
}

function isDayInRange(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= EARLIEST_DAY && day <= LATEST_DAY;
}

/** The format's message, or the range's for a date written with an expanded year. */
const formatError = (formatMessage: string, rangeMessage: string) => (issue: { input?: unknown }) =>
  typeof issue.input === 'string' && EXPANDED_YEAR.test(issue.input) ? rangeMessage : formatMessage;

/**
 * A point in time, ISO 8601 with Z or an offset, between 1900-01-01 and 9999-12-31 in UTC
 * (`9999-12-31T23:00:00-05:00` is in year 10000); answers give it back in UTC.
 */
export const dateTimeSchema = (label: string) =>
  z.iso
    .datetime({
      offset: true,
      abort: true,
      error: formatError(
        `${label} must be an ISO 8601 date-time (e.g. 2026-01-31T09:30:00Z)`,
        dateTimeRangeMessage(label),
      ),
    })
    .refine(isInstantInRange, { error: dateTimeRangeMessage(label) });

/**
 * A calendar day, `YYYY-MM-DD`, between 1900-01-01 and 9999-12-31; a full ISO date-time is
 * taken as its UTC day.
 */
export const daySchema = (label: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: formatError(`${label} must be an ISO 8601 date (YYYY-MM-DD)`, dayRangeMessage(label)),
    })
    .transform((value) => (value.length === 10 ? value : new Date(value).toISOString().slice(0, 10)))
    .refine(isDayInRange, { error: dayRangeMessage(label) });

export const timestampSchema = z.iso.datetime();

export const NOTHING_TO_CHANGE = 'Nothing to change: give at least one field';

/** For PATCH bodies: any subset of the fields, but at least one. */
export const hasSomeField = (value: Record<string, unknown>): boolean =>
  Object.values(value).some((field) => field !== undefined);

/**
 * A PATCH body named `id` in OpenAPI: any of these fields, at least one, and no other; `across`
 * adds rules across its fields (refinements, before the schema is named).
 */
export const changesSchema = <const Shape extends z.ZodRawShape>(
  id: string,
  shape: Shape,
  across: (schema: z.ZodObject<Shape, z.core.$strict>) => z.ZodObject<Shape, z.core.$strict> = (schema) => schema,
) => across(z.object(shape).strict()).refine(hasSomeField, NOTHING_TO_CHANGE).meta({ id });

/** A stored record as answers carry it, named `id` in OpenAPI: its id, its fields, when made and last changed. */
export const storedSchema = <const Shape extends z.ZodRawShape>(id: string, shape: Shape) =>
  z.object({ id: z.uuid(), ...shape, createdAt: timestampSchema, updatedAt: timestampSchema }).meta({ id });

/** Path parameters of a portal route: a malformed id is 400, an unknown one 404. */
export const portalIdParamsSchema = uuidParamsSchema;
export type PortalIdParams = UuidParams;
