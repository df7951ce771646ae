import { formatDateTime, formatRelativeTime } from '../lib/format-relative-time';

/** '5 minutes ago', with the exact date and time as its machine value and on hover. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}
