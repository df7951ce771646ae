import { describe, expect, it } from '@jest/globals';
import { initialsOf, stageLabel } from './labels';

describe("a member's labels", () => {
  it('makes initials of the first and last word of a name', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace  brewster murray hopper ')).toBe('GH');
    expect(initialsOf('Édouard')).toBe('É');
    expect(initialsOf(null)).toBe('?');
    expect(initialsOf('   ')).toBe('?');
  });

  it('names the stages of the path', () => {
    expect(stageLabel('CAREERIST')).toBe('Careerist');
    expect(stageLabel('KINGSMAN')).toBe('Kingsman');
  });
});
