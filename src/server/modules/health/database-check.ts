/** How long one database check answers for: a load balancer polling, or a flood of health requests, costs one query a second. */
export const CHECK_FRESH_MS = 1000;

export interface DatabaseCheck {
  /** Whether the database answers: the last check's answer while fresh, otherwise a new check (shared by concurrent callers). */
  (): Promise<boolean>;
  /** True while the last check is fresh and found the database up (no check started). */
  knownUp(): boolean;
}

/**
 * The database's reachability, checked at most once per CHECK_FRESH_MS: requests in between get the
 * last answer, and those arriving while a check runs wait for that same check.
 */
export function databaseCheck(ping: () => Promise<void>, clock: () => number = Date.now): DatabaseCheck {
  let last: { at: number; up: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  const fresh = () => last !== undefined && clock() - last.at < CHECK_FRESH_MS;
  const check = () => {
    if (last && fresh()) return Promise.resolve(last.up);
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
  return Object.assign(check, { knownUp: () => fresh() && last!.up });
}
