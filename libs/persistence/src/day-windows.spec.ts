import fc from 'fast-check';
import { windowParts } from './day-windows.js';

const DAY_MS = 24 * 3600_000;

/** How many of the window's parts hold each instant (a day part holds what falls on its UTC days). */
function partsHolding(from: Date, to: Date, instants: number[]): number[] {
  const parts = windowParts(from, to);
  return instants.map((t) => {
    const day = new Date(t).toISOString().slice(0, 10);
    const inDays = parts.days !== null && day >= parts.days[0] && day <= parts.days[1];
    const inHead = parts.head !== null && t > parts.head[0].getTime() && t < parts.head[1].getTime();
    const tailFrom = parts.tail?.[0].getTime() ?? Infinity;
    const inTail = parts.tail !== null && (parts.head ? t >= tailFrom : t > tailFrom) && t <= parts.tail[1].getTime();
    return [inDays, inHead, inTail].filter(Boolean).length;
  });
}

describe('windowParts', () => {
  it('cuts 30 days into whole days and two partial ends', () => {
    const to = new Date('2026-11-25T10:30:00.000Z');
    const from = new Date(to.getTime() - 30 * DAY_MS);
    expect(windowParts(from, to)).toEqual({
      days: ['2026-10-27', '2026-11-24'],
      head: [from, new Date('2026-10-27T00:00:00.000Z')],
      tail: [new Date('2026-11-25T00:00:00.000Z'), to],
    });
  });

  it('counts every instant in (from, to] exactly once, and none outside', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 * DAY_MS }),
        fc.integer({ min: 0, max: 40 * DAY_MS }),
        fc.array(fc.integer({ min: -5 * DAY_MS, max: 250 * DAY_MS }), { maxLength: 60 }),
        (start, length, offsets) => {
          const base = Date.UTC(2026, 0, 1);
          const from = new Date(base + start);
          const to = new Date(base + start + length);
          const instants = offsets.map((offset) => base + offset);
          const holding = partsHolding(from, to, instants);
          return instants.every((t, i) => holding[i] === (t > from.getTime() && t <= to.getTime() ? 1 : 0));
        },
      ),
    );
  });
});
