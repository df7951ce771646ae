import {
  type Block,
  canContain,
  continues,
  enterBlockquote,
  enterListItem,
  type FenceBlock,
  type ListMarker,
  listItemMarker,
  sameList,
} from './markdown-blocks.js';
import { MarkdownLine } from './markdown-line.js';

/**
 * A field's markdown, written so that nothing in it can leave its section of the ADR export
 * when a CommonMark parser reads the whole file:
 *
 * - line endings become LF (a lone CR is a line ending to CommonMark);
 * - headings move three levels down (at most `######`), so none can pass for a decision or
 *   one of its sections;
 * - a line that would be a rule or a setext underline (`---`, `***`, `___`, `===`, `-`) is
 *   escaped, so none can forge the `---` between decisions or turn a line into a heading;
 * - a line that would start an HTML block (`<!--`, `<script`, `<pre`, `<style`, `<?`,
 *   `<![CDATA[`, `<!X`, `<div`, any lone tag) is escaped and shows as text: the kinds that
 *   run until an end marker would swallow the sections after it, and a `<details>` left
 *   open would hide them in a browser;
 * - a line that could start a link reference definition (`[x]: /y`, or GFM's footnote
 *   `[^1]: …`) is escaped: a definition holds for the whole file, GFM moves footnotes to its end;
 * - fenced code stays code: a fence the field leaves open is closed after it, inside the block
 *   quotes and list items that hold it;
 * - block quotes and list items nested deeper than 49 blocks, and list items that parsers
 *   disagree on (one that does not start at 1, or is empty, right after open text), are text.
 *
 * Everything else is left as written, and nothing inside code is touched. Where a line
 * starts a block is decided as CommonMark decides it (`markdown-blocks.ts`).
 */
export function containedMarkdown(text: string): string {
  const open: Block[] = [{ kind: 'document', hasChild: false }];
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => new LineWriter(open, line).write());
  const closing = closingFence(open);
  if (closing !== undefined) lines.push(closing);
  return lines.join('\n');
}

const MAYBE_SPECIAL = /^[#`~*+_=<>0-9-]/;
const ATX_HEADING = /^(#{1,6})(?:[ \t]+|$)/;
const FENCE = /^`{3,}(?!.*`)|^~{3,}/;
/** Every HTML block start (kinds 1 to 7) and more: `<` and a tag name, `</`, `<!` or `<?`. */
const HTML_BLOCK = /^<(?:[!?]|\/?[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$))/;
/** A thematic break, a setext underline, or a lone `-` (an empty list item or an underline). */
const RULE_OR_UNDERLINE = /^(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}|(?:-[ \t]*){3,}|=+[ \t]*|-+[ \t]*)$/;
/** The document and 49 blocks in it: block quotes and list items nested deeper are written as text. */
const MAX_OPEN_BLOCKS = 50;
/** The blocks that take the lines after them as their own text while they stay open. */
const ACCEPTS_LINES = new Set<Block['kind']>(['paragraph', 'indented-code', 'fence']);

/** What starts at a point of a line: a container (the line goes on inside it) or a leaf. */
type Start =
  | { kind: 'blockquote' }
  | { kind: 'item'; marker: ListMarker; contentIndent: number }
  | { kind: 'heading' | 'indented-code' }
  | FenceBlock;

/**
 * Whether a paragraph's line starting with `text` could start a link reference definition or a
 * GFM footnote (`[label]:`, the label perhaps running on to the next line).
 */
function mayDefine(text: string): boolean {
  if (!text.startsWith('[')) return false;
  const label = /^\[(?:\\.|[^\\\]])*\]/.exec(text);
  return !label || text[label[0].length] === ':';
}

/**
 * The line that closes the fenced code block the field leaves open, if any: inside the block
 * quotes and list items that hold it, so that it takes no line of what follows the field.
 */
function closingFence(open: readonly Block[]): string | undefined {
  const fence = open.at(-1);
  if (fence?.kind !== 'fence') return undefined;
  const prefix = open.map((block) => {
    if (block.kind === 'blockquote') return '> ';
    return block.kind === 'item' ? ' '.repeat(block.contentIndent) : '';
  });
  return `${prefix.join('')}${fence.char.repeat(fence.length)}`;
}

/** One line: the blocks it continues, those it starts (commonmark.js `incorporateLine`), and its edits. */
class LineWriter {
  private readonly line: MarkdownLine;
  private readonly insertions: { at: number; text: string }[] = [];
  /** Whether the line comes while a paragraph or code is open (before its containers are matched). */
  private readonly afterOpenText: boolean;
  /** The last open block the line continues; blocks after it close unless the line is a lazy one. */
  private matched = 0;
  private allClosed = true;
  private container: Block;

  constructor(
    private readonly open: Block[],
    text: string,
  ) {
    this.line = new MarkdownLine(text);
    this.afterOpenText = ACCEPTS_LINES.has(this.tip.kind);
    this.container = this.tip;
  }

  write(): string {
    if (!this.matchOpenBlocks()) return this.line.text;
    let leaf = ACCEPTS_LINES.has(this.container.kind) && this.container.kind !== 'paragraph';
    while (!leaf) {
      this.line.findNextNonspace();
      const start = this.line.indented || MAYBE_SPECIAL.test(this.line.rest) ? this.start() : undefined;
      if (!start) {
        this.line.advanceNextNonspace();
        break;
      }
      leaf = this.enter(start);
    }
    if (!leaf) this.text();
    return this.edited();
  }

  private get tip(): Block {
    const tip = this.open.at(-1);
    if (!tip) throw new Error('the document is always open');
    return tip;
  }

  /** Matches the open blocks; false when the line closes a fenced code block (and is nothing else). */
  private matchOpenBlocks(): boolean {
    for (let index = 1; index < this.open.length; index += 1) {
      this.line.findNextNonspace();
      const block = this.open[index] as Block;
      const result = continues(block, this.line);
      if (result === 'closes fence') {
        this.open.length = index;
        return false;
      }
      if (!result) break;
      this.matched = index;
    }
    this.container = this.open[this.matched] as Block;
    this.allClosed = this.matched === this.open.length - 1;
    return true;
  }

  private closeUnmatched(): void {
    if (!this.allClosed) this.open.length = this.matched + 1;
    this.allClosed = true;
  }

  private add(block: Block): void {
    this.closeUnmatched();
    while (!canContain(this.tip, block.kind)) this.open.pop();
    const parent = this.tip;
    if ('hasChild' in parent) parent.hasChild = true;
    this.open.push(block);
    this.container = block;
  }

  /** Opens what starts; true for a leaf, which takes the rest of the line. */
  private enter(start: Start): boolean {
    if (start.kind === 'item') {
      this.closeUnmatched();
      const list = this.tip;
      if (list.kind !== 'list' || !sameList(list.marker, start.marker)) {
        this.add({ kind: 'list', marker: start.marker, hasChild: false });
      }
      this.add({ kind: 'item', contentIndent: start.contentIndent, hasChild: false });
      return false;
    }
    if (start.kind === 'blockquote') {
      this.add({ kind: 'blockquote', hasChild: false });
      return false;
    }
    this.add(start);
    return true;
  }

  /**
   * The block that starts at the next non-space character, or undefined (text). A line that
   * would start what the rules forbid is escaped here and so becomes text.
   */
  private start(): Start | undefined {
    const { line } = this;
    if (line.indented) {
      if (this.tip.kind === 'paragraph' || line.blank) return undefined;
      line.advance(4, true);
      return { kind: 'indented-code' };
    }
    const rest = line.rest;
    const tooDeep = this.open.length >= MAX_OPEN_BLOCKS;
    if (rest.startsWith('>')) {
      if (tooDeep) return this.asText(line.nextNonspace);
      enterBlockquote(line);
      return { kind: 'blockquote' };
    }
    const level = ATX_HEADING.exec(rest)?.[1]?.length;
    if (level) {
      this.insert(line.nextNonspace, '#'.repeat(Math.min(6, level + 3) - level));
      line.offset = line.text.length;
      return { kind: 'heading' };
    }
    const fence = FENCE.exec(rest)?.[0];
    if (fence) {
      const start = { kind: 'fence' as const, char: fence.charAt(0), length: fence.length, indent: line.indent };
      line.advanceNextNonspace();
      line.advance(fence.length, false);
      return start;
    }
    if (HTML_BLOCK.test(rest) || RULE_OR_UNDERLINE.test(rest)) return this.asText(line.nextNonspace);
    const item = listItemMarker(line);
    if (!item) return undefined;
    // CommonMark takes no such item in a paragraph, micromark none after any open text unless it
    // is the next item of the same list: text, for both.
    const nextItem = this.container.kind === 'list' && sameList(this.container.marker, item.marker);
    const interrupts = this.container.kind === 'paragraph' || this.afterOpenText;
    if (tooDeep || (item.restricted && !nextItem && interrupts)) return this.asText(line.nextNonspace + item.width - 1);
    return { kind: 'item', marker: item.marker, contentIndent: enterListItem(line, item) };
  }

  /** What is left of the line is text: a lazy continuation line, a paragraph's, or a new paragraph. */
  private text(): void {
    const { line } = this;
    const rest = line.text.slice(line.offset);
    const lazy = !this.allClosed && !line.blank && this.tip.kind === 'paragraph';
    if (!lazy) this.closeUnmatched();
    const opens = !lazy && this.container.kind !== 'paragraph' && !line.blank && rest !== '';
    if ((lazy || opens || this.container.kind === 'paragraph') && mayDefine(rest)) this.insert(line.offset, '\\');
    if (opens) this.add({ kind: 'paragraph' });
  }

  private asText(at: number): undefined {
    this.insert(at, '\\');
    return undefined;
  }

  private insert(at: number, text: string): void {
    if (text) this.insertions.push({ at, text });
  }

  /** The line with its insertions, made from the end so that earlier offsets stay right. */
  private edited(): string {
    return [...this.insertions]
      .sort((a, b) => b.at - a.at)
      .reduce((line, { at, text }) => `${line.slice(0, at)}${text}${line.slice(at)}`, this.line.text);
  }
}
