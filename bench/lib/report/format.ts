/** Numbers and Markdown tables for the results section. */

type Maybe = number | null | undefined;

const finite = (n: Maybe): n is number => Number.isFinite(n);

export const r1 = (n: Maybe): number | null => (finite(n) ? Math.round(n * 10) / 10 : null);
export const r2 = (n: Maybe): number | null => (finite(n) ? Math.round(n * 100) / 100 : null);
export const kb = (bytes: Maybe): string => (finite(bytes) ? `${r1(bytes / 1000)} kB` : '—');
export const ratio = (a: Maybe, b: Maybe): number | null => (finite(a) && finite(b) && b > 0 ? r2(a / b) : null);

export type Cell = string | number | boolean | null | undefined;

const row = (cells: readonly Cell[]): string =>
  `| ${cells.map((c) => (c == null || c === '' ? '—' : String(c))).join(' | ')} |`;

export function table(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
}
