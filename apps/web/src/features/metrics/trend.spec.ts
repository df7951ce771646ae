import { describe, expect, it } from '@jest/globals';
import { formatValue, latestPoint, pointCountText, trendOf } from './trend';

const point = (ts: string, value: number) => ({ ts: `2026-01-${ts}T00:00:00.000Z`, value });

describe('metric trend (SPEC.md sections 4 and 9)', () => {
  it('compares the latest value with the earliest by time, not by order given', () => {
    expect(trendOf([point('03', 111), point('01', 100)])).toBe('up');
    expect(trendOf([point('01', 100), point('03', 89)])).toBe('down');
    expect(trendOf([point('03', 100), point('01', 120)])).toBe('down');
  });

  it('is neutral within 90-110 % and with fewer than two points', () => {
    expect(trendOf([point('01', 100), point('02', 110)])).toBe('neutral');
    expect(trendOf([point('01', 100), point('02', 90)])).toBe('neutral');
    expect(trendOf([point('01', 100)])).toBe('neutral');
    expect(trendOf([])).toBe('neutral');
  });

  it('finds the newest point, writes values with 2 decimals and counts points', () => {
    expect(latestPoint([point('02', 1), point('05', 2), point('03', 3)])?.value).toBe(2);
    expect(latestPoint([])).toBeUndefined();
    expect(formatValue(3)).toBe('3.00');
    expect(pointCountText(1)).toBe('1 data point');
    expect(pointCountText(1204)).toBe('1,204 data points');
  });
});
