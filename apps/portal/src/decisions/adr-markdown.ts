import type { Decision } from '@warroom/contracts';
import { utcDay } from '../common/utc-day.js';

export const NO_CONTEXT = 'No context provided';
export const NO_DECISION = 'No decision recorded';
export const NO_CONSEQUENCES = 'No consequences documented';

export function adrExportFilename(exportedAt: Date): string {
  return `adr-export-${utcDay(exportedAt)}.md`;
}

/** A heading holds one line: runs of white space (line breaks included) become one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The text as written without trailing white space, or the fallback when there is none. */
function body(text: string, fallback: string): string {
  return text.trim() === '' ? fallback : text.replace(/\s+$/, '');
}

function section(decision: Decision, titles: ReadonlyMap<string, string>): string {
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
    const by = titles.get(decision.supersededBy);
    const name = by === undefined ? decision.supersededBy : `${oneLine(by)} (${decision.supersededBy})`;
    lines.push('', `> **Superseded by:** ${name}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The ADR export (SPEC.md section 9): a header with the export date (UTC) and the total
 * count, then one section per decision in the order given, separated by rules. Timestamps
 * are the ISO 8601 UTC instants the API answers with.
 */
export function buildAdrMarkdown(decisions: readonly Decision[], exportedAt: Date): string {
  const titles = new Map(decisions.map((decision) => [decision.id, decision.title]));
  const header = [
    '# Architectural Decision Records',
    '',
    `- **Exported:** ${utcDay(exportedAt)}`,
    `- **Total decisions:** ${decisions.length}`,
    '',
  ].join('\n');
  return [header, ...decisions.map((decision) => section(decision, titles))].join('\n---\n\n');
}
