import { RelativeTime } from '../../../components/relative-time';
import { formatDate, formatDay } from '../../../lib/format-date';
import { formatDateTime } from '../../../lib/format-relative-time';
import type { ShownField, Show } from './field-table';

type Stamped = { createdAt: string; updatedAt: string };

/** Where a stamp shows: as a column of the list, among the detail's facts, or both. */
type Where = { list?: true; detail?: 'fact' };

/** 'Created Jan 5, 2025'. */
export function createdStamp(where: Where): ShownField<Stamped> {
  return { name: 'createdAt', label: 'Created', show: (row) => formatDate(row.createdAt), ...where };
}

/** 'Updated 5 minutes ago', the exact time on hover. */
export function updatedStamp(where: Where): ShownField<Stamped> {
  return { name: 'updatedAt', label: 'Updated', show: (row) => <RelativeTime iso={row.updatedAt} />, ...where };
}

/** The detail's 'Last updated Jan 5, 2025, 3:04 PM'. */
export function lastUpdatedStamp(): ShownField<Stamped> {
  return { name: 'lastUpdated', label: 'Last updated', show: (row) => formatDateTime(row.updatedAt), detail: 'fact' };
}

/** A calendar day as 'Dec 31, 2026', or `none` ('No due date') in the secondary colour. */
export function dayOrNone<S>(day: (row: S) => string | null, none: string): Show<S> {
  return (row) => {
    const value = day(row);
    return value ? formatDay(value) : <span className="text-secondary">{none}</span>;
  };
}
