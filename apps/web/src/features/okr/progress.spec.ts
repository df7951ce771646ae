import { describe, expect, it } from '@jest/globals';
import { keyResultProgress, objectiveProgress } from './progress';

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

  it('is not clamped: a key result past its target counts past 100', () => {
    expect(objectiveProgress([{ current: 12, target: 10 }])).toBe(120);
  });
});
