/** Seeded randomness, so that two runs seed the same shape of data. */
export type Random = () => number;

/** A small deterministic PRNG (mulberry32). */
export function prng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: Random, items: readonly T[]): T => items[Math.floor(rand() * items.length)];

/** One of `items`, each as likely as its weight. */
export function weighted<T extends string>(rand: Random, weights: Readonly<Record<T, number>>, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + weights[item], 0);
  let r = rand() * total;
  for (const item of items) {
    r -= weights[item];
    if (r < 0) return item;
  }
  return items[items.length - 1];
}
