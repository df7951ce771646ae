import { previewOf, type EventValue, type FieldChanges } from '@warroom/contracts';

/** A field as an entity holds it. */
export type FieldValue = string | number | boolean | Date | null | undefined;

/** Text longer than this is recorded as a preview, so an event stays well under 2 kB. */
export const EVENT_TEXT_MAX = 120;
export const EVENT_PREVIEW_LENGTH = 80;

export function eventValue(value: FieldValue): EventValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > EVENT_TEXT_MAX) {
    // Never half a surrogate pair: jsonb refuses a lone one (found by the fuzz, issue 14).
    return { preview: previewOf(value, EVENT_PREVIEW_LENGTH), length: value.length };
  }
  return value;
}

/** A record's fields as an event's data (a create or a delete). */
export function eventFields(fields: Record<string, FieldValue>): Record<string, EventValue> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, eventValue(value)]));
}

function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

/** What an update changed: `{ field: { from, to } }` for each field whose value differs. */
export function changedFields<T extends Record<string, FieldValue>>(before: T, after: T): FieldChanges {
  const changes: FieldChanges = {};
  for (const name of Object.keys(after)) {
    if (!sameValue(before[name], after[name])) {
      changes[name] = { from: eventValue(before[name]), to: eventValue(after[name]) };
    }
  }
  return changes;
}

export function hasChanges(changes: FieldChanges): boolean {
  return Object.keys(changes).length > 0;
}
