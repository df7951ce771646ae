import { csvCell, csvRow, datedFilename } from './csv.js';

describe('csv', () => {
  it('guards text that a spreadsheet would run, and only text', () => {
    expect(['=1+1', '+cmd', '-2', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+cmd",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(3.5)).toBe('3.5');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes empty cells for nothing and non-finite numbers', () => {
    expect(csvRow(['a', null, undefined, Number.NaN, 1])).toBe('a,,,,1\r\n');
  });

  it('names a dated attachment in UTC', () => {
    expect(datedFilename('adr-export', 'md', new Date('2026-11-22T23:59:59Z'))).toBe('adr-export-2026-11-22.md');
  });
});
