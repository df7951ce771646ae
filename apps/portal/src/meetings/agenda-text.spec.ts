import { markdownToPlainText } from './agenda-text.js';

describe('an agenda as plain text (a calendar entry’s DESCRIPTION)', () => {
  it('drops the markers, keeps blocks apart and list items on lines of their own', () => {
    const agenda = [
      '# Weekly AMA',
      '',
      'Bring **one** question, _short_, and `code` if you must.',
      '',
      '1. Intros',
      '2. Questions:',
      '   - hiring',
      '   - fundraising',
      '',
      '> Be kind.',
      '',
      '---',
      '',
      '```',
      'npm start',
      '```',
    ].join('\n');
    expect(markdownToPlainText(agenda)).toBe(
      [
        'Weekly AMA',
        '',
        'Bring one question, short, and code if you must.',
        '',
        '1. Intros',
        '2. Questions:',
        '   - hiring',
        '   - fundraising',
        '',
        'Be kind.',
        '',
        'npm start',
      ].join('\n'),
    );
  });

  it('writes a link’s address after its text, an image as its text, and leaves raw HTML out', () => {
    expect(
      markdownToPlainText(
        'See [the deck](https://example.com/deck), <https://example.com/notes> and ![the chart](c.png).\n\n<script>alert(1)</script>',
      ),
    ).toBe('See the deck (https://example.com/deck), https://example.com/notes and the chart.');
  });

  it('is empty for an agenda of nothing but markup', () => {
    expect(markdownToPlainText('<div>\n</div>\n\n---\n')).toBe('');
    expect(markdownToPlainText('')).toBe('');
  });
});
