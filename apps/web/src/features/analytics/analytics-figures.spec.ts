import { describe, expect, it } from '@jest/globals';
import { changeDirection, changeText } from './analytics-figures';

describe('month over month (SPEC.md section 9)', () => {
  it('shows growth with a plus and an up arrow, a drop with a minus and a down arrow', () => {
    expect([changeText(12.5), changeDirection(12.5)]).toEqual(['+12.5%', 'up']);
    expect([changeText(-3), changeDirection(-3)]).toEqual(['-3.0%', 'down']);
  });

  it('is neutral at zero (nothing last month), also when it rounds to 0.0', () => {
    expect([changeText(0), changeDirection(0)]).toEqual(['0.0%', 'none']);
    expect([changeText(0.04), changeDirection(0.04)]).toEqual(['0.0%', 'none']);
    expect([changeText(-0.04), changeDirection(-0.04)]).toEqual(['0.0%', 'none']);
  });
});
