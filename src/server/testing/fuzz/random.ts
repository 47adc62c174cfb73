/**
 * A seeded random source (mulberry32), so a fuzz run that finds a failure sends the same requests again
 * when run with the same seed: the runner prints the seed and each failing request's label.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a stable order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    pick: (items) => items[below(items.length)]!,
    sample: (items, count) => {
      const indexes = items.map((_, index) => index);
      for (let i = indexes.length - 1; i > 0; i -= 1) {
        const j = below(i + 1);
        [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
      }
      return indexes
        .slice(0, count)
        .sort((a, b) => a - b)
        .map((index) => items[index]!);
    },
  };
}
