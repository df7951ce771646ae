import dayjs from 'dayjs';

/** A `datetime-local` value: a year of four or more digits, then month, day, hours, minutes, optional seconds. */
const LOCAL_DATE_TIME = /^(\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * A `datetime-local` input's value (the viewer's local time) as the ISO instant the API takes,
 * or the value itself when it names none, so that the contract's schema says what is wrong with
 * it. The year is read as written: dayjs and `new Date(y, …)` read years 0 to 99 as 1900 to 1999,
 * and dayjs refuses years of five digits, which the browser's picker lets one type.
 */
export function localDateTimeToIso(value: string): string {
  const parts = LOCAL_DATE_TIME.exec(value);
  if (!parts) return value;
  const [year, month, day, hours, minutes, seconds = '0', fraction = '0'] = parts.slice(1).map((part) => part ?? '');
  const date = new Date(2000, 0, 1);
  date.setFullYear(Number(year), Number(month) - 1, Number(day));
  date.setHours(Number(hours), Number(minutes), Number(seconds), Number(fraction.padEnd(3, '0')));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An ISO instant as a `datetime-local` value: the viewer's local time, to the minute. */
export function isoToLocalDateTime(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DDTHH:mm');
}
