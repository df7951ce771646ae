import { Parser, type Node as CommonmarkNode } from 'commonmark';
import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { ADR_SEPARATOR, type AdrDecision, adrHeader, adrSection, buildAdrMarkdown } from './adr-markdown.js';

/**
 * The ADR export read by two CommonMark parsers, the reference implementation (commonmark.js)
 * and micromark (mdast-util-from-markdown, what remark and react-markdown read with): whatever
 * its fields hold, the file has the title, then per decision its `##` title and the
 * `### Context`, `### Decision`, `### Consequences` sections, a rule before each decision and
 * no other; and each field, read on its own, gives the blocks its section holds in the file.
 */

/** A top-level block as a parser read it: enough to check the export's structure. */
type Block = { kind: string; level: number; text: string; start: number; end: number; shape: string };
/** The top-level blocks, and what no part of the file may hold (definitions, HTML blocks, nested h1-h3 or rules). */
type Reading = { blocks: Block[]; problems: string[] };
type Reader = { name: string; read: (markdown: string) => Reading };

type Root = ReturnType<typeof fromMarkdown>;
type MdastNode = Root | Root['children'][number];

function childrenOf(node: MdastNode): MdastNode[] {
  return 'children' in node ? (node.children as MdastNode[]) : [];
}

/** The text a reader sees (code, its info string and raw HTML included). */
function mdastText(node: MdastNode): string {
  if (node.type === 'code') return [node.lang, node.meta, node.value].join(' ');
  return 'value' in node && typeof node.value === 'string' ? node.value : childrenOf(node).map(mdastText).join('');
}

function* mdastWalk(node: MdastNode, parent?: MdastNode): Generator<{ node: MdastNode; parent?: MdastNode }> {
  yield { node, parent };
  for (const child of childrenOf(node)) yield* mdastWalk(child, node);
}

/** Where a raw HTML node is a block of its own rather than inline in a paragraph or heading. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const MDAST_KINDS: Record<string, string> = { thematicBreak: 'rule', blockquote: 'quote' };

const micromark: Reader = {
  name: 'micromark',
  read(markdown) {
    const root = fromMarkdown(markdown);
    const problems: string[] = [];
    for (const { node, parent } of mdastWalk(root)) {
      const top = parent?.type === 'root';
      if (node.type === 'heading' && node.depth <= 3 && !top) problems.push(`nested h${node.depth}`);
      if (node.type === 'thematicBreak' && !top) problems.push('nested rule');
      if (node.type === 'definition') problems.push(`definition [${node.label ?? ''}]`);
      if (node.type === 'html' && FLOW_PARENTS.has(parent?.type ?? '')) problems.push(`HTML block ${node.value}`);
    }
    const blocks = root.children.map((node) => ({
      kind: MDAST_KINDS[node.type] ?? node.type,
      level: node.type === 'heading' ? node.depth : 0,
      text: mdastText(node),
      start: node.position?.start.line ?? 0,
      end: node.position?.end.line ?? 0,
      shape: JSON.stringify(node, (key, value: unknown) => (key === 'position' ? undefined : value)),
    }));
    return { blocks, problems };
  },
};

function commonmarkChildren(node: CommonmarkNode): CommonmarkNode[] {
  const children: CommonmarkNode[] = [];
  for (let child = node.firstChild; child; child = child.next) children.push(child);
  return children;
}

function commonmarkText(node: CommonmarkNode): string {
  return [node.info ?? '', node.literal ?? '', ...commonmarkChildren(node).map(commonmarkText)].join(' ');
}

function commonmarkShape(node: CommonmarkNode): unknown {
  const { type, level, literal, info, destination, title } = node;
  const list = type === 'list' ? [node.listType, node.listTight, node.listStart, node.listDelimiter] : [];
  return [type, level, literal, info, destination, title, list, commonmarkChildren(node).map(commonmarkShape)];
}

const commonmark: Reader = {
  name: 'commonmark.js',
  read(markdown) {
    const parser = new Parser();
    const document = parser.parse(markdown);
    const { refmap } = parser as unknown as { refmap: Record<string, unknown> };
    const problems = Object.keys(refmap).map((label) => `definition [${label}]`);
    const walker = document.walker();
    for (let step = walker.next(); step; step = walker.next()) {
      const { node, entering } = step;
      const top = node.parent === document;
      if (!entering) continue;
      if (node.type === 'heading' && node.level <= 3 && !top) problems.push(`nested h${node.level}`);
      if (node.type === 'thematic_break' && !top) problems.push('nested rule');
      if (node.type === 'html_block') problems.push(`HTML block ${node.literal ?? ''}`);
    }
    const blocks = commonmarkChildren(document).map((node) => ({
      kind: node.type === 'thematic_break' ? 'rule' : node.type === 'block_quote' ? 'quote' : node.type,
      level: node.type === 'heading' ? node.level : 0,
      text: commonmarkText(node).replace(/\s+/g, ' ').trim(),
      start: node.sourcepos[0][0],
      end: node.sourcepos[1][0],
      shape: JSON.stringify(commonmarkShape(node)),
    }));
    return { blocks, problems };
  },
};

const READERS = [commonmark, micromark];
const SECTIONS = ['Context', 'Decision', 'Consequences'] as const;
const exportedAt = new Date('2026-11-22T12:00:00.000Z');

/** Every way the file, as `reader` reads it, breaks the export's promises; empty when it keeps them. */
function problemsOf({ read }: Reader, markdown: string, decisions: readonly AdrDecision[]): string[] {
  const { blocks, problems } = read(markdown);
  const lines = markdown.split('\n');
  const expected = [
    'h1 Architectural Decision Records',
    ...decisions.flatMap(() => ['rule', 'h2', ...SECTIONS.map((name) => `h3 ${name}`)]),
  ];
  const skeleton = blocks.flatMap((block, index) => {
    if (block.kind === 'rule') return [{ index, label: 'rule' }];
    if (block.kind !== 'heading' || block.level > 3) return [];
    return [{ index, label: block.level === 2 ? 'h2' : `h${block.level} ${block.text}` }];
  });
  const labels = skeleton.map((entry) => entry.label);
  if (JSON.stringify(labels) !== JSON.stringify(expected)) {
    return [...problems, `headings and rules ${JSON.stringify(labels)}`];
  }

  decisions.forEach((decision, k) => {
    const at = (offset: number) => skeleton[1 + k * 5 + offset]?.index ?? -1;
    const blockAt = (index: number) => blocks[index] as Block;
    if (at(1) !== at(0) + 1) problems.push(`decision ${k}: the rule is not right before its title`);
    if (!blockAt(at(1)).text.includes(`title${k}`)) problems.push(`decision ${k}: title ${blockAt(at(1)).text}`);
    const last = k + 1 === decisions.length;
    const fields = [decision.context, decision.decision, decision.consequences];
    SECTIONS.forEach((name, s) => {
      const heading = blockAt(at(2 + s));
      const next = s < 2 ? at(3 + s) : last ? blocks.length : at(5);
      let inside = blocks.slice(at(2 + s) + 1, next);
      // The field's lines: after the heading and a blank line, up to a blank line before what follows.
      let boundary = next < blocks.length ? blockAt(next).start : lines.length + 1;
      if (s === 2 && decision.supersededBy) {
        const note = inside.at(-1);
        const by = decision.supersededByTitle === null ? decision.supersededBy : `(${decision.supersededBy})`;
        if (note?.kind !== 'quote' || !note.text.startsWith('Superseded by:') || !note.text.endsWith(by)) {
          problems.push(`decision ${k}: no superseded note at the end`);
        } else {
          boundary = note.start;
        }
        inside = inside.slice(0, -1);
      }
      const text = lines.slice(heading.end + 1, boundary - 2).join('\n');
      const alone = read(text).blocks.map((block) => block.shape);
      if (JSON.stringify(alone) !== JSON.stringify(inside.map((block) => block.shape))) {
        problems.push(`decision ${k}, ${name}: the field reads differently in the file than alone`);
      }
      const seen = inside.map((block) => block.text).join('\n');
      for (const token of fields[s]?.match(/tok\d+x\d+/g) ?? []) {
        if (!seen.includes(token)) problems.push(`decision ${k}, ${name}: ${token} is missing`);
      }
      for (const token of seen.match(/tok\d+x\d+/g) ?? []) {
        if (!token.startsWith(`tok${k}x${s}`)) problems.push(`decision ${k}, ${name}: ${token} came in`);
      }
    });
  });
  return problems;
}

let serial = 0;
function decision(fields: Partial<AdrDecision> = {}): AdrDecision {
  serial += 1;
  const id = `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  return {
    id,
    title: `Decision ${serial}`,
    status: 'ACCEPTED',
    context: 'We need a database.',
    decision: 'PostgreSQL.',
    consequences: 'One more server.',
    supersededBy: null,
    supersededByTitle: null,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-03T04:05:06.000Z',
    ...fields,
  };
}

/** Titles and fields named so that problemsOf can tell where their text went. */
function exportOf(decisions: readonly AdrDecision[]): { markdown: string; decisions: AdrDecision[] } {
  const named = decisions.map((d, k) => ({ ...d, title: `title${k} ${d.title}` }));
  return { markdown: buildAdrMarkdown(named, exportedAt), decisions: named };
}

function expectContained(...decisions: AdrDecision[]): string {
  const built = exportOf(decisions);
  for (const reader of READERS) {
    expect({ reader: reader.name, problems: problemsOf(reader, built.markdown, built.decisions) }).toEqual({
      reader: reader.name,
      problems: [],
    });
  }
  return built.markdown;
}

describe('ADR markdown export, read with a CommonMark parser', () => {
  it('is the header, then a separator and a section per decision', () => {
    const decisions = [decision(), decision({ supersededBy: '00000000-0000-4000-8000-000000000001' })];
    expect(buildAdrMarkdown(decisions, exportedAt)).toBe(
      adrHeader(exportedAt, 2) + decisions.map((d) => ADR_SEPARATOR + adrSection(d)).join(''),
    );
    expect(ADR_SEPARATOR).toBe('\n---\n\n');
    expectContained(...decisions);
  });

  it.each([
    ['a lone CR before a heading', 'Intro\r## Forged decision\r---\rmore'],
    ['CRLF line endings', 'Intro\r\n## Forged\r\n===\r\n'],
    ['an unclosed backtick fence', 'Look:\n```ts\nconst x = 1;'],
    ['an unclosed tilde fence', '~~~~\n```\n~~~'],
    ['a fence holding a shorter one', '`````\n```\n## not a heading\n````'],
    ['a fence left open in a list item', '- item\n  ```\n  code\n```\nstill code?'],
    ['a fence left open in a block quote', '> ```\n> code\n```'],
    ['an indented fence opener', '   ```\ncode'],
    ['an unclosed HTML comment', 'Before <!-- inline\n\n<!--\n## hidden?'],
    ['<script>', '<script>\nalert(1)\n\n## after'],
    ['<pre>', '<pre>\n\n---\n'],
    ['<style>', '<style>\np {}\n'],
    ['<textarea>', '<textarea>'],
    ['a processing instruction', '<?php\n'],
    ['a declaration', '<!DOCTYPE html\n'],
    ['CDATA', '<![CDATA[\n'],
    ['an HTML block in a list item', '- <!--\n\n  ## x'],
    ['an unclosed <details>', '<details>\n<summary>More</summary>'],
    ['a lone tag', '<span>\ntext'],
    ['setext underlines', 'Title\n===\nSub\n---\nitem\n  -'],
    ['thematic breaks', '***\n- - -\n___\n> ---\n- ***\n  * * *'],
    ['a setext underline in a list item', '- foo\n  -\n- bar\n  ==='],
    ['ATX headings at any depth', '# One\n> ## Two\n- ### Three\n   #### Four'],
    ['link reference definitions', '[x]: /evil\n\n> [y]: /evil\n\n[z\nz]: /evil\n\n[^1]: A footnote'],
    ['tabs', '-\t```\n\t## code\n>\t---\n\t\t<!--'],
    ['lazy continuation lines', '> quote\n---\n> quote\n===\n- item\n<!--'],
  ])('keeps %s inside its field', (_name, hostile) => {
    expectContained(
      decision({ context: hostile }),
      decision({ decision: hostile, consequences: hostile }),
      decision({ consequences: hostile, supersededBy: 'ffffffff-0000-4000-8000-000000000000' }),
    );
  });

  it('keeps a comment opened in one field and closed in the next apart', () => {
    const markdown = expectContained(decision({ context: 'Start <!--\n<!-- hidden', decision: '-->\nvisible -->' }));
    expect(fromMarkdown(markdown).children.filter((node) => node.type === 'heading')).toHaveLength(5);
  });

  it('lets no definition in one field make a link in another', () => {
    const markdown = expectContained(
      decision({ context: '[docs]: https://evil.example' }),
      decision({ decision: 'See [docs].' }),
    );
    expect(
      [...mdastWalk(fromMarkdown(markdown))].some(({ node }) => node.type === 'link' || node.type === 'linkReference'),
    ).toBe(false);
  });

  it('closes a fence the field leaves open with the fence that opened it', () => {
    const markdown = expectContained(decision({ context: 'Look:\n\n````ts\n```\nconst x = 1;' }));
    expect(markdown).toContain('### Context\n\nLook:\n\n````ts\n```\nconst x = 1;\n````\n\n### Decision');
  });

  // Property: fields made of what means something to markdown, at random or line by line.
  const LINE_ENDINGS = ['\n', '\n', '\n', '\r', '\r\n'];
  const INDENTS = ['', '', ' ', '  ', '   ', '    ', '\t'];
  const CONTAINERS = ['> ', '>', '- ', '* ', '+ ', '1. ', '2) ', '01. ', '-\t', '>\t', '  ', '   ', '    ', '\t'];
  const FENCES = ['```', '````', '~~~', '~~~~', '``` js', '`', '```x```'];
  const HTML = ['<!--', '-->', '<!-- x -->', '<pre>', '</pre>', '<script>', '<style>', '<?', '?>', '<!X', '<![CDATA['];
  const MORE_HTML = [']]>', '<div>', '</div>', '<details>', '<span>', '<https://example.com>', '<a@b.c>'];
  const HEADINGS_AND_RULES = ['# ', '## ', '###### ', '#', '---', '===', '***', '_ _ _', '- - -', '-', '=', '--'];
  const LIST_MARKERS = ['-', '*', '+', '1.', '2)', '10.'];
  const DEFINITIONS = ['[x]: /y', '[x]', '[', ']', ']: /z', '[^1]: note', '[x]:', '"t"'];
  const TEXT = ['text', 'two words', '\\', '|', '  ', '    code'];
  const FRAGMENTS = [
    ...LINE_ENDINGS,
    '\n\n',
    ...INDENTS,
    ...CONTAINERS,
    ...FENCES,
    ...HTML,
    ...MORE_HTML,
    ...HEADINGS_AND_RULES,
    ...LIST_MARKERS,
    ...DEFINITIONS,
    ...TEXT,
  ];
  const CONTENTS = [...FENCES, ...HTML, ...MORE_HTML, ...HEADINGS_AND_RULES, ...LIST_MARKERS, ...DEFINITIONS, ...TEXT];

  const fragments = (token: string) =>
    fc.array(fc.constantFrom(...FRAGMENTS, token), { maxLength: 24 }).map((parts) => parts.join(''));
  const line = (token: string) =>
    fc
      .tuple(
        fc.constantFrom(...INDENTS),
        fc.array(fc.constantFrom(...CONTAINERS), { maxLength: 3 }),
        fc.array(fc.constantFrom(...CONTENTS, token), { maxLength: 2 }),
      )
      .map(([indent, containers, content]) => indent + containers.join('') + content.join(' '));
  const lines = (token: string) =>
    fc
      .array(fc.tuple(line(token), fc.constantFrom(...LINE_ENDINGS)), { maxLength: 12 })
      .map((parts) => parts.map(([text, ending]) => text + ending).join(''));
  const field = (token: string) => fc.oneof(fragments(token), lines(token));
  const decisionsArb = fc.integer({ min: 1, max: 4 }).chain((count) =>
    fc.tuple(
      ...Array.from({ length: count }, (_, k) =>
        fc.record({
          title: fragments(`T${k}`),
          context: field(`tok${k}x0`),
          decision: field(`tok${k}x1`),
          consequences: field(`tok${k}x2`),
          superseded: fc.constantFrom('none', 'known', 'unknown'),
        }),
      ),
    ),
  );

  it('keeps every field in its section, whatever markdown it holds', () => {
    fc.assert(
      fc.property(decisionsArb, (records) => {
        const decisions = records.map(({ superseded, ...fields }, k) =>
          decision({
            ...fields,
            supersededBy: superseded === 'none' ? null : `00000000-0000-4000-8000-00000000000${k}`,
            supersededByTitle: superseded === 'known' ? `${fields.title}` : null,
          }),
        );
        expectContained(...decisions);
      }),
      { numRuns: Number(process.env.ADR_FUZZ_RUNS || 400) },
    );
  });
});
