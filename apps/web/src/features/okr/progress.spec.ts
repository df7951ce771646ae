import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { barPercent, keyResultProgress, objectiveProgress, percentText, progressTone } from './progress';

describe('objective progress (SPEC.md section 4)', () => {
  it('is the average of current / target × 100 over the key results, 0 without any', () => {
    expect(objectiveProgress([])).toBe(0);
    expect(
      objectiveProgress([
        { current: 5, target: 10 },
        { current: 10, target: 10 },
      ]),
    ).toBe(75);
    expect(keyResultProgress({ current: 3, target: 0 })).toBe(0);
  });

  it('is not clamped, but its bar is, and its figure is a whole percent', () => {
    expect(objectiveProgress([{ current: 12, target: 10 }])).toBe(120);
    expect(percentText(119.6)).toBe('120%');
    expect(barPercent(120)).toBe(100);
    expect(barPercent(-5)).toBe(0);
  });

  it('bars stay within 0-100 whatever the figures', () => {
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
