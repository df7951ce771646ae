import dayjs from 'dayjs';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'MMM d, yyyy', e.g. 'Jan 5, 2025'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/**
 * SPEC.md's 'h:mm a', e.g. '10:00 AM' (the marker in capitals, after a plain space: Intl puts
 * a narrow no-break space there), in the viewer's time zone.
 */
export function formatTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('h:mm A') : iso;
}
