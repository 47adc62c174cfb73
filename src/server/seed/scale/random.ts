/** A number in [0, 1) from a seeded sequence: the same seed draws the same company every time. */
export type Random = () => number;

/** mulberry32: tiny and fast (a generated company draws millions of numbers). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
