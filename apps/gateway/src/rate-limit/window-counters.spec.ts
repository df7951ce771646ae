import { WindowCounters } from './window-counters.js';

describe('WindowCounters', () => {
  it('adds within a window and starts again in the next', () => {
    const counters = new WindowCounters();
    expect(counters.add('a.1', 1_000, 1, 0)).toBe(1);
    expect(counters.add('a.1', 1_000, 2, 10)).toBe(3);
    expect(counters.add('b.1', 1_000, 1, 20)).toBe(1);
    // The window ended: the same key counts from zero.
    expect(counters.add('a.1', 2_000, 1, 1_000)).toBe(1);
  });

  it('ignores hits for a window that already ended, and forgets ended windows', () => {
    const counters = new WindowCounters();
    expect(counters.add('late', 500, 5, 600)).toBe(0);
    for (let i = 0; i < 10_000; i += 1) counters.add(`k${i}`, 1_000, 1, 0);
    counters.add('fresh', 3_000, 1, 2_000);
    expect(counters.size).toBe(1);
  });
});

describe('WindowCounters under many distinct clients', () => {
  it('never holds more than its maximum, keeping the newest keys', () => {
    const counters = new WindowCounters(1_000);
    for (let i = 0; i < 50_000; i += 1) counters.add(`client-${i}`, 60_000, 1, 0);
    expect(counters.size).toBeLessThanOrEqual(1_000);
    expect(counters.add('client-49999', 60_000, 1, 1)).toBe(2);
  });

  it('does not rescan every key on every hit once many windows are open', () => {
    const counters = new WindowCounters();
    const started = performance.now();
    for (let i = 0; i < 60_000; i += 1) counters.add(`client-${i}`, 60_000, 1, 0);
    expect(counters.size).toBe(60_000);
    // A scan of 10,000+ keys per hit took seconds here; a sweep per doubling takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
