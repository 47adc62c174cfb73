/** How long one database check answers for: a load balancer polling, or a flood of health requests, costs one query a second. */
export const CHECK_FRESH_MS = 1000;

/**
 * The database's reachability, checked at most once per CHECK_FRESH_MS: requests in between get the
 * last answer, and those arriving while a check runs wait for that same check.
 */
export function databaseCheck(ping: () => Promise<void>, clock: () => number = Date.now): () => Promise<boolean> {
  let last: { at: number; up: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  return () => {
    if (last && clock() - last.at < CHECK_FRESH_MS) return Promise.resolve(last.up);
    running ??= ping()
      .then(
        () => true,
        () => false,
      )
      .then((up) => {
        last = { at: clock(), up };
        running = undefined;
        return up;
      });
    return running;
  };
}
