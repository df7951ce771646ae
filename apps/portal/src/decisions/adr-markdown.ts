import type { Decision } from '@warroom/contracts';
import { utcDay } from '../common/utc-day.js';
import { containedMarkdown } from './contained-markdown.js';

export const NO_CONTEXT = 'No context provided';
export const NO_DECISION = 'No decision recorded';
export const NO_CONSEQUENCES = 'No consequences documented';

/** What goes between the header and a section, and between two sections: a rule. */
export const ADR_SEPARATOR = '\n---\n\n';

/** What a decision's section prints: the decision and the title of the one that supersedes it, if known. */
export type AdrDecision = Pick<
  Decision,
  'id' | 'title' | 'status' | 'context' | 'decision' | 'consequences' | 'supersededBy' | 'createdAt' | 'updatedAt'
> & { supersededByTitle: string | null };

export function adrExportFilename(exportedAt: Date): string {
  return `adr-export-${utcDay(exportedAt)}.md`;
}

/**
 * A heading or a line item holds one line: runs of white space (line breaks included) become
 * one space, and a run of `#` at its end, which a heading would drop, is escaped.
 */
function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[ \t])(#+)$/, '$1\\$2');
}

/** The field kept inside its section, without trailing white space, or the fallback when it is empty. */
function body(text: string, fallback: string): string {
  return text.trim() === '' ? fallback : containedMarkdown(text.replace(/\s+$/, ''));
}

/** The top of the ADR export (SPEC.md section 9): the export date (UTC) and the total count. */
export function adrHeader(exportedAt: Date, total: number): string {
  return [
    '# Architectural Decision Records',
    '',
    `- **Exported:** ${utcDay(exportedAt)}`,
    `- **Total decisions:** ${total}`,
    '',
  ].join('\n');
}

/**
 * One decision: its title, status and timestamps (the ISO 8601 UTC instants the API answers
 * with), its three sections and the superseded note. Each field stays in its section whatever
 * it holds (`containedMarkdown`). Ends with a line break.
 */
export function adrSection(decision: AdrDecision): string {
  const lines = [
    `## ${oneLine(decision.title)}`,
    '',
    `- **Status:** ${decision.status}`,
    `- **Created:** ${decision.createdAt}`,
    `- **Last Updated:** ${decision.updatedAt}`,
    '',
    '### Context',
    '',
    body(decision.context, NO_CONTEXT),
    '',
    '### Decision',
    '',
    body(decision.decision, NO_DECISION),
    '',
    '### Consequences',
    '',
    body(decision.consequences, NO_CONSEQUENCES),
  ];
  if (decision.supersededBy) {
    const by = decision.supersededByTitle;
    const name = by === null ? decision.supersededBy : `${oneLine(by)} (${decision.supersededBy})`;
    lines.push('', `> **Superseded by:** ${name}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The ADR export (SPEC.md section 9): the header, then one section per decision in the order
 * given, each after a rule. A stream writes the same bytes: the header, then the separator
 * and the section of each decision.
 */
export function buildAdrMarkdown(decisions: readonly AdrDecision[], exportedAt: Date): string {
  return adrHeader(exportedAt, decisions.length) + decisions.map((d) => ADR_SEPARATOR + adrSection(d)).join('');
}
