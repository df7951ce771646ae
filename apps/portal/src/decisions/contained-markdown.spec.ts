import { containedMarkdown } from './contained-markdown.js';

const lines = (...text: string[]) => text.join('\n');

describe('a field kept inside its section', () => {
  it('leaves ordinary markdown as written', () => {
    const ordinary = lines(
      'We need a **relational** store, see [the RFC](https://example.com/rfc) and <https://example.com>.',
      '',
      '1. Run it on a laptop',
      '2. Run it in CI',
      '   - nested, with `code`',
      '',
      '- [x] done',
      '* another list',
      '',
      '> A quote',
      '> over two lines',
      '',
      '```sql',
      'select 1; -- ## not a heading',
      '---',
      '```',
      '',
      '~~~',
      '<!-- in code -->',
      '~~~',
      '',
      '    indented code',
      '    <pre>',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      'Text with <kbd>Ctrl</kbd> and a #hashtag, a [label] and 3 * 4 = 12.',
      'Line two.',
      'Steps:',
      '1. one',
      '2. two',
      '   1. nested',
      '   2. nested',
      '3. three',
      '',
      'Options:',
      '- a',
      '- b',
      '  - c',
    );
    expect(containedMarkdown(ordinary)).toBe(ordinary);
  });

  it('reads CRLF and a lone CR as line breaks', () => {
    expect(containedMarkdown('a\r\nb\rc\n\r## d')).toBe('a\nb\nc\n\n##### d');
  });

  it('moves headings three levels down, at any depth', () => {
    expect(containedMarkdown(lines('# One', '> ## Two', '- ### Three', '   #### Four', '###### Six', '#hashtag'))).toBe(
      lines('#### One', '> ##### Two', '- ###### Three', '   ###### Four', '###### Six', '#hashtag'),
    );
  });

  it('escapes rules and setext underlines, at any depth', () => {
    expect(containedMarkdown(lines('Title', '===', 'Sub', '---', '***', '> ---', '- * * *', '  - item', '    -'))).toBe(
      lines('Title', '\\===', 'Sub', '\\---', '\\***', '> \\---', '- \\* * *', '  - item', '    \\-'),
    );
  });

  it('escapes the start of every HTML block, which shows as text', () => {
    const starts = [
      '<!-- c',
      '<script>',
      '<pre>',
      '<style>',
      '<textarea>',
      '<?php',
      '<!DOCTYPE html',
      '<![CDATA[',
      '<div>',
    ];
    for (const start of starts) expect(containedMarkdown(start)).toBe(`\\${start}`);
    expect(containedMarkdown(lines('- <details>', '> </span>', 'text', '<span>'))).toBe(
      lines('- \\<details>', '> \\</span>', 'text', '\\<span>'),
    );
    // An autolink and inline HTML in a paragraph are no HTML blocks.
    expect(containedMarkdown('<https://example.com> and <b>bold</b>')).toBe('<https://example.com> and <b>bold</b>');
  });

  it('escapes what could define a link or a footnote for the whole file', () => {
    expect(
      containedMarkdown(lines('[x]: /evil', '', '> [y]: /evil "t"', '', '[multi', 'line]: /evil', '', '[^1]: note')),
    ).toBe(lines('\\[x]: /evil', '', '> \\[y]: /evil "t"', '', '\\[multi', 'line]: /evil', '', '\\[^1]: note'));
    expect(containedMarkdown('[a link](https://example.com) first')).toBe('[a link](https://example.com) first');
  });

  it('closes a fence the field leaves open, inside what holds it', () => {
    expect(containedMarkdown(lines('````ts', '```', 'code'))).toBe(lines('````ts', '```', 'code', '````'));
    expect(containedMarkdown(lines('~~~', 'code'))).toBe(lines('~~~', 'code', '~~~'));
    expect(containedMarkdown(lines('1. Run:', '   ```sh', '   npm ci'))).toBe(
      lines('1. Run:', '   ```sh', '   npm ci', '   ```'),
    );
    expect(containedMarkdown(lines('- > ```', '  > code'))).toBe(lines('- > ```', '  > code', '  > ```'));
    expect(containedMarkdown(lines('```', 'closed', '```'))).toBe(lines('```', 'closed', '```'));
  });

  it('writes list items that parsers disagree on as text', () => {
    // After indented code or in a paragraph, an item that does not start at 1 or is empty.
    expect(containedMarkdown(lines('    code', '2) item', 'text', '* ', '+ + x'))).toBe(
      lines('    code', '2\\) item', 'text', '\\* ', '+ + x'),
    );
  });

  it('writes nesting beyond 49 blocks as text, and stays fast on pathological input', () => {
    expect(containedMarkdown('> '.repeat(60))).toBe(`${'> '.repeat(49)}\\${'> '.repeat(11)}`.trimEnd() + ' ');
    const started = performance.now();
    for (const text of [
      '* '.repeat(100_000) + 'x',
      '> '.repeat(100_000) + '```',
      '- '.repeat(66_000) + '1.',
      '```\n'.repeat(50_000),
      '['.repeat(200_000),
      '\t'.repeat(200_000) + '#',
      `> a\n${'b\n'.repeat(99_000)}`,
    ]) {
      containedMarkdown(text);
    }
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
