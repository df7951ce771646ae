import type { MarkdownLine } from './markdown-line.js';

/**
 * The CommonMark block structure a field's writer follows, as the reference implementation
 * (commonmark.js, `blocks.js`) decides it: which open blocks a line continues, and where list
 * items start. HTML blocks are left out: the writer escapes their starts, so none opens.
 */

export type ListMarker = { ordered: boolean; marker: string };

/** An open block, the document first and the innermost last. */
export type Block =
  | { kind: 'document' | 'blockquote'; hasChild: boolean }
  | { kind: 'list'; marker: ListMarker; hasChild: boolean }
  | { kind: 'item'; contentIndent: number; hasChild: boolean }
  | { kind: 'paragraph' | 'heading' | 'indented-code' }
  | { kind: 'fence'; char: string; length: number; indent: number };

export type FenceBlock = Extract<Block, { kind: 'fence' }>;

const CLOSING_FENCE = /^(?:`{3,}|~{3,})(?=[ \t]*$)/;
const BULLET = /^[*+-]/;
const ORDERED = /^(\d{1,9})([.)])/;
const NOT_SPACE = /[^ \t\f\v\r\n]/;

export const isSpaceOrTab = (char: string | undefined): boolean => char === ' ' || char === '\t';

export function canContain(parent: Block, kind: Block['kind']): boolean {
  switch (parent.kind) {
    case 'document':
    case 'blockquote':
    case 'item':
      return kind !== 'item';
    case 'list':
      return kind === 'item';
    case 'paragraph':
    case 'heading':
    case 'indented-code':
    case 'fence':
      return false;
  }
}

/** Moves past a block quote's `>` and the one space or tab after it. */
export function enterBlockquote(line: MarkdownLine): void {
  line.advanceNextNonspace();
  line.advance(1, false);
  if (isSpaceOrTab(line.text[line.offset])) line.advance(1, true);
}

/** Whether an open block goes on with this line, moving past its marker or indentation. */
export function continues(block: Block, line: MarkdownLine): boolean | 'closes fence' {
  switch (block.kind) {
    case 'document':
    case 'list':
      return true;
    case 'blockquote':
      if (line.indented || line.text[line.nextNonspace] !== '>') return false;
      enterBlockquote(line);
      return true;
    case 'item':
      if (line.blank) {
        // An item may start with one blank line, not two.
        if (!block.hasChild) return false;
        line.advanceNextNonspace();
        return true;
      }
      if (line.indent < block.contentIndent) return false;
      line.advance(block.contentIndent, true);
      return true;
    case 'fence':
      return continuesFence(block, line);
    case 'indented-code':
      if (line.indented) line.advance(4, true);
      else if (line.blank) line.advanceNextNonspace();
      else return false;
      return true;
    case 'paragraph':
      return !line.blank;
    case 'heading':
      return false;
  }
}

function continuesFence(fence: FenceBlock, line: MarkdownLine): true | 'closes fence' {
  const closing = line.indent <= 3 && line.rest.startsWith(fence.char) ? CLOSING_FENCE.exec(line.rest) : null;
  if (closing && closing[0].length >= fence.length) return 'closes fence';
  for (let left = fence.indent; left > 0 && isSpaceOrTab(line.text[line.offset]); left -= 1) line.advance(1, true);
  return true;
}

export function sameList(a: ListMarker, b: ListMarker): boolean {
  return a.ordered === b.ordered && a.marker === b.marker;
}

export type ListItemMarker = {
  marker: ListMarker;
  /** The marker's characters: `-`, `2)`. */
  width: number;
  /**
   * An ordered item that does not start at 1, or one with nothing after its marker: CommonMark
   * lets neither interrupt a paragraph, and micromark neither follow any block still open.
   */
  restricted: boolean;
};

/** The list item marker at the next non-space character, if one is there. */
export function listItemMarker(line: MarkdownLine): ListItemMarker | undefined {
  const rest = line.rest;
  const bullet = BULLET.exec(rest)?.[0];
  const ordered = bullet ? undefined : ORDERED.exec(rest);
  const width = bullet ? 1 : (ordered?.[0].length ?? 0);
  if (width === 0 || (rest.length > width && !isSpaceOrTab(rest.charAt(width)))) return undefined;
  const empty = !NOT_SPACE.test(rest.slice(width));
  return bullet
    ? { marker: { ordered: false, marker: bullet }, width, restricted: empty }
    : { marker: { ordered: true, marker: ordered?.[2] ?? '.' }, width, restricted: empty || ordered?.[1] !== '1' };
}

/** Moves past a list item's marker and the spaces after it; the indentation of the item's content. */
export function enterListItem(line: MarkdownLine, { width }: ListItemMarker): number {
  const markerIndent = line.indent;
  line.advanceNextNonspace();
  line.advance(width, true);
  const startColumn = line.column;
  const startOffset = line.offset;
  do line.advance(1, true);
  while (line.column - startColumn < 5 && isSpaceOrTab(line.text[line.offset]));
  const spaces = line.column - startColumn;
  if (spaces >= 1 && spaces < 5 && line.offset < line.text.length) return markerIndent + width + spaces;
  // No content, or indented code after the marker: the content starts one column past it.
  line.column = startColumn;
  line.offset = startOffset;
  if (isSpaceOrTab(line.text[line.offset])) line.advance(1, true);
  return markerIndent + width + 1;
}
