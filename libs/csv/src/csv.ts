/** A cell: text is guarded and quoted as needed; numbers stay numbers; null is empty. */
export type CsvValue = string | number | null | undefined;

/** Characters that make a spreadsheet treat a text cell as a formula (PRODUCT.md section 2). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 cell. Text that a spreadsheet would run as a formula gets a leading `'`;
 * a cell with a comma, quote or line break is quoted, quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One line, CRLF-terminated as RFC 4180 says. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** `name-YYYY-MM-DD.ext` for an attachment, in UTC. */
export function datedFilename(name: string, extension: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.${extension}`;
}
