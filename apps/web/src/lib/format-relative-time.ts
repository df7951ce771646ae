import { formatDate, formatTime } from './format-date';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 months ago'. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** 'Jan 5, 2025, 3:04 PM', for a tooltip beside a relative time. */
export function formatDateTime(iso: string): string {
  return Number.isNaN(new Date(iso).getTime()) ? iso : `${formatDate(iso)}, ${formatTime(iso)}`;
}
