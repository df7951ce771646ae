const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** 'MMM d, yyyy', e.g. 'Jan 5, 2025'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/**
 * SPEC.md's 'h:mm a', e.g. '10:00 AM', in the viewer's time zone. Built from the parts: Intl
 * puts a narrow no-break space before the marker, and its spacing differs between versions.
 */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    timeFormat.formatToParts(date).find((found) => found.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** A calendar day 'YYYY-MM-DD' as 'MMM d, yyyy', the same day in every time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
