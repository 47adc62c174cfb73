import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { HttpError } from "./errors";

export interface RateRule {
  /** Counter name, e.g. "inquiry:ip:203.0.113.9". */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window stored in the database, so every server instance
 * sees the same counters. One atomic upsert per rule.
 */
export async function hitRateLimit(db: Db, rule: RateRule, now = new Date()): Promise<RateResult> {
  const windowStartFloor = new Date(now.getTime() - rule.windowMs).toISOString();
  const nowIso = now.toISOString();
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, hits) values (${rule.key}, ${nowIso}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= ${windowStartFloor} then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartFloor} then ${nowIso}::timestamptz
                          else rate_limits.window_start end
    returning hits, window_start`);
  const row = (result as unknown as { rows: { hits: number; window_start: string | Date }[] }).rows[0]!;
  const windowEnds = new Date(row.window_start).getTime() + rule.windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
  return { allowed: row.hits <= rule.limit, hits: row.hits, retryAfterSeconds };
}

/** The 429 answer: "Too many {what}. Please try again in N minutes." with Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, what = "requests"): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(429, `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "retry-after": String(retryAfterSeconds),
  });
}

/** Throws a 429 with Retry-After when any rule is exceeded. Every rule is counted. */
export async function enforceRateLimits(db: Db, rules: RateRule[], now = new Date()): Promise<void> {
  const results = await Promise.all(rules.map((rule) => hitRateLimit(db, rule, now)));
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length === 0) return;
  throw tooManyRequests(Math.max(...blocked.map((result) => result.retryAfterSeconds)));
}

/** Drops counters whose window ended long ago. */
export async function pruneRateLimits(db: Db, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${new Date(Date.now() - olderThanMs).toISOString()}`);
}

/** Forgets a counter (e.g. an account's failed logins after a successful one). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Takes back one hit that turned out not to count (e.g. a successful login from an address). */
export async function undoRateLimitHit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`);
}
