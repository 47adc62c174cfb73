/** Session lifetime rules (docs/product.md section 10.9): an idle limit and an absolute limit. */

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

/** last_seen_at is written at most this often, so reads do not turn every request into a write. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export function sessionDeadlines(session: SessionTimes, policy: SessionPolicy): { idle: Date; absolute: Date; expiresAt: Date } {
  const idle = new Date(session.lastSeenAt.getTime() + policy.idleMinutes * 60 * 1000);
  const absolute = new Date(session.createdAt.getTime() + policy.maxHours * 60 * 60 * 1000);
  return { idle, absolute, expiresAt: idle < absolute ? idle : absolute };
}

/** A session is over once either deadline is reached. */
export function isSessionExpired(session: SessionTimes, policy: SessionPolicy, now: Date): boolean {
  return now.getTime() >= sessionDeadlines(session, policy).expiresAt.getTime();
}

/** Whether this use should be recorded as activity (keeps the idle deadline moving without a write per request). */
export function shouldTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}
