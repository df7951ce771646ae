import { describe, expect, it } from '@jest/globals';
import { durationLabel, sessionPhase } from './session-phase';

describe('where a live session stands', () => {
  const session = { when: '2026-12-01T18:00:00.000Z', durationMinutes: 90 };
  const at = (iso: string) => Date.parse(iso);

  it('is upcoming before its start, live until its end, ended from its end', () => {
    expect(sessionPhase(session, at('2026-12-01T17:59:59.999Z'))).toBe('upcoming');
    expect(sessionPhase(session, at('2026-12-01T18:00:00.000Z'))).toBe('live');
    expect(sessionPhase(session, at('2026-12-01T19:29:59.999Z'))).toBe('live');
    expect(sessionPhase(session, at('2026-12-01T19:30:00.000Z'))).toBe('ended');
  });

  it('says its length in hours and minutes', () => {
    expect(durationLabel(5)).toBe('5 min');
    expect(durationLabel(60)).toBe('1 h');
    expect(durationLabel(90)).toBe('1 h 30 min');
    expect(durationLabel(600)).toBe('10 h');
  });
});
