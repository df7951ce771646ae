import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDay, formatTime } from './format-date';

describe("SPEC.md's date and time formats", () => {
  it("writes 'MMM d, yyyy'", () => {
    expect(formatDate('2025-01-05T12:00:00')).toBe('Jan 5, 2025');
  });

  it("writes 'h:mm a' as '10:00 AM' and '2:05 PM'", () => {
    expect(formatTime('2025-01-05T10:00:00')).toBe('10:00 AM');
    expect(formatTime('2025-01-05T14:05:00')).toBe('2:05 PM');
    expect(formatTime('2025-01-05T00:30:00')).toBe('12:30 AM');
  });

  it('leaves what is not a time as it is', () => {
    expect(formatTime('soon')).toBe('soon');
    expect(formatDay('someday')).toBe('someday');
  });

  it('writes a calendar day as that day wherever the viewer is', () => {
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDay('2027-01-01')).toBe('Jan 1, 2027');
  });
});
