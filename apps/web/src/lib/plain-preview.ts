import { fromMarkdown } from 'mdast-util-from-markdown';

/** The parts of an mdast node this reads (the `mdast` types are not a dependency of the web). */
type MdNode = { type: string; value?: string; alt?: string | null; children?: MdNode[] };

/** Nodes whose text a preview leaves out: raw HTML (never rendered), definitions, footnotes. */
const SKIPPED = new Set(['html', 'definition', 'footnoteDefinition', 'yaml']);

/** A node's words, blocks and line breaks as single spaces. */
function plainText(node: MdNode): string {
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'break' || node.type === 'thematicBreak') return ' ';
  if (node.value !== undefined) return node.value;
  const parts = (node.children ?? []).map(plainText);
  return node.type === 'paragraph' || node.type === 'tableCell' ? parts.join('') : parts.join(' ');
}

/**
 * A preview cut mid-syntax ('Pick the **prim') leaves a marker the parser took as text, and
 * GitHub's ~~strike~~ is not CommonMark: markers that open or close a word are dropped.
 */
const LOOSE_MARKERS = /(?<=^|\s)[*_~`]+(?=\S)|(?<=\S)[*_~`]+(?=\s|$)/g;

/** An HTML tag the server's cut left open ('<img src=x on') would read as text. */
const OPEN_TAG_AT_END = /<[a-z/!][^>]*$/i;

/**
 * A list preview of markdown (decision context, document, agenda) as plain words: no '##',
 * '**' or '- ', at most `maxChars` characters. It ends with '...' when it was cut, here or by
 * the server, which cuts the markdown at `maxChars` (SPEC.md section 9).
 */
export function plainPreview(markdown: string | null | undefined, maxChars: number): string {
  const source = markdown ?? '';
  const text = plainText(fromMarkdown(source.replace(OPEN_TAG_AT_END, '')))
    .replace(LOOSE_MARKERS, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '';
  if (text.length > maxChars) return `${text.slice(0, maxChars).trimEnd()}...`;
  return source.length >= maxChars ? `${text}...` : text;
}
