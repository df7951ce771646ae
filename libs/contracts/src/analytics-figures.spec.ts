import { oneDecimal, percent, topByCount } from './analytics-figures.js';

describe('analytics arithmetic', () => {
  it('rounds to one decimal', () => {
    expect([oneDecimal(33.333), oneDecimal(14.2857), oneDecimal(28.571), oneDecimal(-12.25)]).toEqual([
      33.3, 14.3, 28.6, -12.2,
    ]);
  });

  it('gives 0 percent of nothing', () => {
    expect(percent(3, 0)).toBe(0);
    expect(percent(1, 8)).toBe(12.5);
  });

  it('orders by count, ties by name, drops zeros and caps the list', () => {
    const rows = [
      { name: 'b', count: 1 },
      { name: 'a', count: 1 },
      { name: 'c', count: 3 },
      { name: 'z', count: 0 },
    ];
    expect(topByCount(rows, 2)).toEqual([
      { name: 'c', count: 3 },
      { name: 'a', count: 1 },
    ]);
    expect(topByCount(rows).map((r) => r.name)).toEqual(['c', 'a', 'b']);
  });
});
