import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { barPercent, percentText, progressTone } from './progress';

describe('progress bars (SPEC.md section 4)', () => {
  it('clamp their fill, not their figure, which is a whole percent', () => {
    expect(percentText(119.6)).toBe('120%');
    expect(barPercent(120)).toBe(100);
    expect(barPercent(-5)).toBe(0);
  });

  it('stay within 0-100 whatever the figures', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (progress) => {
        const bar = barPercent(progress);
        return bar >= 0 && bar <= 100;
      }),
    );
  });

  it('tones: green from 100, blue from 75, amber from 50, else primary', () => {
    expect([100, 99.9, 75, 74.9, 50, 49.9, 0].map(progressTone)).toEqual([
      'green',
      'blue',
      'blue',
      'amber',
      'amber',
      'primary',
      'primary',
    ]);
  });
});
