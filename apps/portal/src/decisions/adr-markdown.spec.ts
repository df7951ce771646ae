import type { Decision } from '@warroom/contracts';
import { adrExportFilename, adrSection, buildAdrMarkdown, type AdrDecision } from './adr-markdown.js';

const base: Decision = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Use PostgreSQL',
  status: 'ACCEPTED',
  context: 'We need a database.',
  decision: 'PostgreSQL 15.',
  consequences: 'One more server to run.',
  supersededBy: null,
  supersededByTitle: null,
  supersedes: [],
  supersedesCount: 0,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-03T04:05:06.000Z',
};

/** The decisions with the titles of those superseding them, as far as the list holds them. */
function adrDecisionsOf(decisions: readonly Decision[]): AdrDecision[] {
  const titles = new Map(decisions.map((decision) => [decision.id, decision.title]));
  return decisions.map((decision) => ({
    ...decision,
    supersededByTitle: decision.supersededBy ? (titles.get(decision.supersededBy) ?? null) : null,
  }));
}

describe('ADR markdown export', () => {
  const exportedAt = new Date('2026-11-22T23:59:59.000Z');

  it('names the file after the UTC export date', () => {
    expect(adrExportFilename(exportedAt)).toBe('adr-export-2026-11-22.md');
  });

  it('writes the header, then each decision with its sections, fallbacks and superseded note', () => {
    const replacement: Decision = {
      ...base,
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Use\nCockroachDB',
      status: 'PROPOSED',
      context: '  \n',
      decision: '',
      consequences: 'Keep the SQL.\n\n',
      supersedes: [{ id: base.id, title: base.title }],
      supersedesCount: 1,
    };
    const superseded: Decision = { ...base, status: 'SUPERSEDED', supersededBy: replacement.id };

    expect(buildAdrMarkdown(adrDecisionsOf([replacement, superseded]), exportedAt)).toBe(
      [
        '# Architectural Decision Records',
        '',
        '- **Exported:** 2026-11-22',
        '- **Total decisions:** 2',
        '',
        '---',
        '',
        '## Use CockroachDB',
        '',
        '- **Status:** PROPOSED',
        '- **Created:** 2026-01-02T03:04:05.000Z',
        '- **Last Updated:** 2026-01-03T04:05:06.000Z',
        '',
        '### Context',
        '',
        'No context provided',
        '',
        '### Decision',
        '',
        'No decision recorded',
        '',
        '### Consequences',
        '',
        'Keep the SQL.',
        '',
        '---',
        '',
        '## Use PostgreSQL',
        '',
        '- **Status:** SUPERSEDED',
        '- **Created:** 2026-01-02T03:04:05.000Z',
        '- **Last Updated:** 2026-01-03T04:05:06.000Z',
        '',
        '### Context',
        '',
        'We need a database.',
        '',
        '### Decision',
        '',
        'PostgreSQL 15.',
        '',
        '### Consequences',
        '',
        'One more server to run.',
        '',
        '> **Superseded by:** Use CockroachDB (22222222-2222-4222-8222-222222222222)',
        '',
      ].join('\n'),
    );
  });

  it('keeps what a field writes inside its section: headings nested, rules and setext underlines escaped', () => {
    const context = [
      'Intro',
      '---',
      '',
      '## Forged decision',
      '# Top',
      '###### Deep',
      '***',
      ' _ _ _',
      'Title',
      '===',
      '-',
      '```',
      '## inside code',
      '---',
      '```',
      '#hashtag stays',
      '- a list item stays',
    ].join('\n');
    const section =
      buildAdrMarkdown(adrDecisionsOf([{ ...base, context }]), exportedAt).split('### Context\n\n')[1] ?? '';
    expect(section.split('\n\n### Decision')[0]).toBe(
      [
        'Intro',
        '\\---',
        '',
        '##### Forged decision',
        '#### Top',
        '###### Deep',
        '\\***',
        ' \\_ _ _',
        'Title',
        '\\===',
        '\\-',
        '```',
        '## inside code',
        '---',
        '```',
        '#hashtag stays',
        '- a list item stays',
      ].join('\n'),
    );
    // One rule between the header and the only decision, none forged.
    expect(buildAdrMarkdown(adrDecisionsOf([{ ...base, context }]), exportedAt).split('\n---\n\n')).toHaveLength(2);
  });

  it('names a superseding decision whose title is unknown by its id alone', () => {
    const section = adrSection({
      ...base,
      supersededBy: '33333333-3333-4333-8333-333333333333',
      supersededByTitle: null,
    });
    expect(section.endsWith('\n\n> **Superseded by:** 33333333-3333-4333-8333-333333333333\n')).toBe(true);
    expect(adrDecisionsOf([{ ...base, supersededBy: '33333333-3333-4333-8333-333333333333' }])[0]).toMatchObject({
      supersededByTitle: null,
    });
  });

  it('keeps a title whole in its heading: a closing run of # is escaped', () => {
    expect(adrSection({ ...base, title: 'Use C#', supersededByTitle: null })).toMatch(/^## Use C#\n/);
    expect(adrSection({ ...base, title: 'Issue #', supersededByTitle: null })).toMatch(/^## Issue \\#\n/);
  });

  it('uses the consequences fallback too', () => {
    expect(buildAdrMarkdown(adrDecisionsOf([{ ...base, consequences: ' ' }]), exportedAt)).toContain(
      '### Consequences\n\nNo consequences documented\n',
    );
  });
});
