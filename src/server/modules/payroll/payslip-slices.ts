import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Long per-person work (a month's payslips: thousands of people at a large company) in slices: `pause()` after
 * each person hands the event loop back once the slice has run `sliceMs`, so other requests (and PGlite's
 * queries, which run on this thread) wait at most about that long (issue 23: no stall over 100 ms; we aim at 50).
 */
export function timeSlices(sliceMs = 10): () => Promise<void> {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < sliceMs) return;
    await nextTurn();
    started = performance.now();
  };
}
