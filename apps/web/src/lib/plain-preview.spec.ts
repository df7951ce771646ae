import { describe, expect, it } from '@jest/globals';
import { plainPreview } from './plain-preview';

describe('plainPreview: markdown as the words of a list preview', () => {
  it('drops headings, emphasis, list markers, links and code fences, keeping their words', () => {
    expect(plainPreview('## Forces\n\n- **primary** driver\n- [the RFC](https://example.com) `v2`', 100)).toBe(
      'Forces primary driver the RFC v2',
    );
    expect(plainPreview('> quoted\n\n```ts\nconst a = 1;\n```\n\n1. first\n2. second', 100)).toBe(
      'quoted const a = 1; first second',
    );
  });

  it('leaves out raw HTML and shows an image by its alt text', () => {
    expect(plainPreview('<b>bold</b> text ![the diagram](d.png)', 100)).toBe('bold text the diagram');
    expect(plainPreview('Notes\n\n<script>x()</script>\n\n<img src=x on', 40)).toBe('Notes...');
  });

  it('drops a marker left open where the server cut the text, and ~~strike~~ marks', () => {
    expect(plainPreview('Pick the **prim', 15)).toBe('Pick the prim...');
    expect(plainPreview('was ~~wrong~~ right', 100)).toBe('was wrong right');
    expect(plainPreview('snake_case stays', 100)).toBe('snake_case stays');
  });

  it('adds an ellipsis when the server cut the markdown (it reached maxChars) or when cut here', () => {
    expect(plainPreview(`# ${'x'.repeat(98)}`, 100)).toBe(`${'x'.repeat(98)}...`);
    expect(plainPreview('short', 100)).toBe('short');
    expect(plainPreview('word '.repeat(30), 20)).toBe(`${'word '.repeat(4).trimEnd()}...`);
  });

  it('is empty for nothing, blanks or markup alone', () => {
    expect(plainPreview(null, 100)).toBe('');
    expect(plainPreview('   ', 100)).toBe('');
    expect(plainPreview('---\n\n<br>', 100)).toBe('');
  });
});
