/** `YYYY-MM-DD` of an instant, in UTC: the date an export is named and headed with. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
