/** Columns and offsets in one line of markdown, as CommonMark counts them (a tab stops at every 4th column). */
export class MarkdownLine {
  /** Where the parse stands: an index into `text` and the column it is at. */
  offset = 0;
  column = 0;
  /** The next character that is not a space or tab, its column and how far it lies past `column`. */
  nextNonspace = 0;
  nextNonspaceColumn = 0;
  indent = 0;
  blank = false;

  constructor(readonly text: string) {}

  /** Four columns or more of indentation: indented code, or nothing when it cannot start. */
  get indented(): boolean {
    return this.indent >= 4;
  }

  /** The text from the next non-space character on. */
  get rest(): string {
    return this.text.slice(this.nextNonspace);
  }

  findNextNonspace(): void {
    let index = this.offset;
    let column = this.column;
    for (;;) {
      const char = this.text[index];
      if (char === ' ') column += 1;
      else if (char === '\t') column += 4 - (column % 4);
      else break;
      index += 1;
    }
    this.blank = index >= this.text.length;
    this.nextNonspace = index;
    this.nextNonspaceColumn = column;
    this.indent = column - this.column;
  }

  advanceNextNonspace(): void {
    this.offset = this.nextNonspace;
    this.column = this.nextNonspaceColumn;
  }

  /** Moves on `count` characters, or `count` columns (a tab may be consumed in part). */
  advance(count: number, columns: boolean): void {
    let left = count;
    while (left > 0 && this.offset < this.text.length) {
      if (this.text[this.offset] === '\t') {
        const toTab = 4 - (this.column % 4);
        if (columns) {
          const step = Math.min(toTab, left);
          this.column += step;
          if (toTab <= left) this.offset += 1;
          left -= step;
        } else {
          this.column += toTab;
          this.offset += 1;
          left -= 1;
        }
      } else {
        this.offset += 1;
        this.column += 1;
        left -= 1;
      }
    }
  }
}
