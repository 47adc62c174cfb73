import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Long per-person work (a month's payslips: thousands of people at a large company) in slices: `pause()` after
 * each person hands the event loop back once the slice has run `sliceMs`, so other requests (and PGlite's
 * queries, which run on this thread) wait at most about that long (the bench allows no stall over 100 ms, docs/architecture.md section 10; we aim at 50).
 */
export function timeSlices(sliceMs = 10): () => Promise<void> {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < sliceMs) return;
    await nextTurn();
    started = performance.now();
  };
}

/** Ids per query when many people's rows are read: each answer is parsed on the event loop's thread in one go. */
export const IDS_PER_QUERY = 250;

/** `read` for every slice of IDS_PER_QUERY of `items`, one after the other with a pause between, the answers merged. */
export async function inSlices<T, K, V>(items: readonly T[], read: (slice: T[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
  const merged = new Map<K, V>();
  for (let start = 0; start < items.length; start += IDS_PER_QUERY) {
    if (start > 0) await nextTurn();
    for (const [key, value] of await read(items.slice(start, start + IDS_PER_QUERY))) merged.set(key, value);
  }
  return merged;
}
