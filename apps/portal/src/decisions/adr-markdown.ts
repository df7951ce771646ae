import type { Decision } from '@warroom/contracts';
import { utcDay } from '../common/utc-day.js';

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

/** A heading holds one line: runs of white space (line breaks included) become one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^( {0,3})(#{1,6})(?=[ \t]|$)/;
/** A thematic break (`---`, `***`, `___`) or a setext underline (`===`, `-`): both would cut the export. */
const BREAK_OR_UNDERLINE = /^( {0,3})(?=(?:[-*_])(?:[ \t]*[-*_]){2,}[ \t]*$|=+[ \t]*$|-+[ \t]*$)/;

/**
 * Markdown written into a section, kept inside it: its headings move three levels down (under
 * `### Context`), and a line that would be a rule or turn the line above into a heading is
 * escaped, so that a field cannot forge the `---` between decisions, a decision heading or a
 * status line's section. Fenced code is left as written.
 */
function nested(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (fence !== undefined) {
        if (opening?.[0] === fence[0] && opening.length >= fence.length) fence = undefined;
        return line;
      }
      if (opening) {
        fence = opening;
        return line;
      }
      const heading = ATX_HEADING.exec(line);
      if (heading) {
        const level = Math.min(6, (heading[2] ?? '').length + 3);
        return `${heading[1] ?? ''}${'#'.repeat(level)}${line.slice(heading[0].length)}`;
      }
      return line.replace(BREAK_OR_UNDERLINE, '$1\\');
    })
    .join('\n');
}

/** The text as written without trailing white space, or the fallback when there is none. */
function body(text: string, fallback: string): string {
  return text.trim() === '' ? fallback : nested(text.replace(/\s+$/, ''));
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
 * with), its three sections and the superseded note. Ends with a line break.
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

/** The decisions with the titles of those superseding them, as far as the list holds them. */
export function adrDecisionsOf(decisions: readonly Decision[]): AdrDecision[] {
  const titles = new Map(decisions.map((decision) => [decision.id, decision.title]));
  return decisions.map((decision) => ({
    ...decision,
    supersededByTitle: decision.supersededBy ? (titles.get(decision.supersededBy) ?? null) : null,
  }));
}

/**
 * The ADR export (SPEC.md section 9): the header, then one section per decision in the order
 * given, each after a rule. A stream writes the same bytes: the header, then the separator
 * and the section of each decision.
 */
export function buildAdrMarkdown(decisions: readonly AdrDecision[], exportedAt: Date): string {
  return adrHeader(exportedAt, decisions.length) + decisions.map((d) => ADR_SEPARATOR + adrSection(d)).join('');
}
