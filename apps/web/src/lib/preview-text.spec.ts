import { describe, expect, it } from '@jest/globals';
import { previewText } from './preview-text';

describe('list previews (SPEC.md section 9)', () => {
  it('adds an ellipsis only to a preview the server cut at its length', () => {
    expect(previewText('x'.repeat(100), 100)).toBe(`${'x'.repeat(100)}...`);
    expect(previewText('short', 100)).toBe('short');
    expect(previewText(null, 100)).toBe('');
    expect(previewText(' '.repeat(100), 100)).toBe('');
  });
});
