import { type AuditEntryView, ROLES } from '@warroom/contracts';

/** SPEC.md section 9: what the audit log shows of a value is cut at 60 characters. */
export const DETAIL_MAX = 60;

/** One line of an entry's change list: `title: Old → New`, or `role: CTO` when only the value is known. */
export type AuditChange = { field: string; from?: string; to: string };

/** The entry's `meta` as an object (the event's data), or an empty one when it is missing or not JSON. */
export function metaOf(entry: Pick<AuditEntryView, 'meta'>): Record<string, unknown> {
  if (!entry.meta) return {};
  try {
    const parsed: unknown = JSON.parse(entry.meta);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** `dueDate` → 'due date', `otherSessionsEnded` → 'other sessions ended'. */
export function fieldName(field: string): string {
  return field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

function cut(text: string): string {
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}...` : text;
}

const KEPT_AS_IS: ReadonlySet<string> = new Set(ROLES);

/** `UNDER_REVIEW` → 'Under review'; roles (CTO) and other text as they are. */
function constantText(text: string): string {
  if (!/^[A-Z][A-Z_]+$/.test(text) || KEPT_AS_IS.has(text)) return text;
  const words = text.replace(/_/g, ' ').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * A recorded value as a person reads it: empty as '(empty)', booleans as yes or no, a long text
 * (recorded as its preview and length) as the preview, every text cut at 60 characters.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return cut(constantText(value));
  if (Array.isArray(value)) return cut(value.map(valueText).join(', ')) || '(empty)';
  if (isObject(value) && typeof value.preview === 'string') return cut(`${value.preview}...`);
  return cut(JSON.stringify(value));
}

/** `{ field: { from, to } }` (what an update changed) as change lines, in the recorded order. */
export function changesOf(changes: unknown): AuditChange[] {
  if (!isObject(changes)) return [];
  return Object.entries(changes).flatMap(([field, change]) =>
    isObject(change) && 'to' in change
      ? [{ field: fieldName(field), from: valueText(change.from), to: valueText(change.to) }]
      : [],
  );
}

/** The fields that differ between two snapshots (`before` and `after` of a user's update). */
export function differencesOf(before: unknown, after: unknown): AuditChange[] {
  if (!isObject(before) || !isObject(after)) return [];
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field: fieldName(field), from: valueText(before[field]), to: valueText(after[field]) }));
}

/** 'title', 'title and status', 'title, status and 2 more fields'. */
export function fieldList(changes: readonly AuditChange[]): string {
  const names = changes.map((change) => change.field);
  if (names.length <= 1) return names[0] ?? 'details';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more fields`;
}
