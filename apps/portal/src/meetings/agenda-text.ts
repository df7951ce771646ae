import { fromMarkdown } from 'mdast-util-from-markdown';

/** The parts of an mdast node this reads (the `mdast` types are not a dependency here). */
type MdNode = {
  type: string;
  value?: string;
  alt?: string | null;
  url?: string;
  ordered?: boolean | null;
  start?: number | null;
  children?: MdNode[];
};

/** What plain text leaves out: raw HTML (never shown), link definitions, footnote bodies, front matter. */
const SKIPPED = new Set(['html', 'definition', 'footnoteDefinition', 'yaml']);

/** A node's inline text: markers gone, a link as its text with its address after it when they differ. */
function inline(node: MdNode): string {
  if (SKIPPED.has(node.type)) return '';
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value ?? '';
    case 'break':
      return '\n';
    case 'image':
      return node.alt ?? '';
    case 'link': {
      const text = (node.children ?? []).map(inline).join('');
      return node.url && node.url !== text ? `${text} (${node.url})` : text;
    }
    default:
      return node.value ?? (node.children ?? []).map(inline).join('');
  }
}

/** Every line after the first indented by `width` spaces (a list item's continuation). */
const indentRest = (text: string, width: number): string => text.replace(/\n(?=.)/g, `\n${' '.repeat(width)}`);

/** A block as plain text; blocks inside it on lines of their own. */
function block(node: MdNode): string {
  if (SKIPPED.has(node.type)) return '';
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return inline(node).trim();
    case 'code':
      return node.value ?? '';
    case 'thematicBreak':
      return '';
    case 'list': {
      const first = node.start ?? 1;
      return (node.children ?? [])
        .map((item, index) => {
          const marker = node.ordered ? `${first + index}. ` : '- ';
          const text = blocks(item.children ?? [], '\n');
          return `${marker}${indentRest(text, marker.length)}`;
        })
        .join('\n');
    }
    case 'table':
      return (node.children ?? [])
        .map((row) => (row.children ?? []).map((cell) => inline(cell).trim()).join(' | '))
        .join('\n');
    default:
      return node.children ? blocks(node.children, '\n\n') : inline(node).trim();
  }
}

function blocks(nodes: readonly MdNode[], separator: string): string {
  return nodes
    .map(block)
    .filter((text) => text !== '')
    .join(separator);
}

/**
 * Markdown as plain text for a calendar entry's DESCRIPTION (an agenda): no '#', '**' or
 * backticks, paragraphs apart, list items on lines of their own with '-' or their number, a
 * link's address after its text, raw HTML left out.
 */
export function markdownToPlainText(markdown: string): string {
  return blocks((fromMarkdown(markdown) as MdNode).children ?? [], '\n\n')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}
