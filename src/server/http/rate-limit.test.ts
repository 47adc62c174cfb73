import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-app";
import type { Database } from "../db/client";
import { enforceRateLimits, hitRateLimit, pruneRateLimits } from "./rate-limit";
import { HttpError } from "./errors";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

const minute = 60_000;

describe("hitRateLimit", () => {
  it("allows up to the limit inside one window, then refuses", async () => {
    const rule = { key: "t:a", limit: 3, windowMs: 10 * minute };
    const start = new Date("2026-01-01T10:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await hitRateLimit(database.db, rule, new Date(start.getTime() + i * 1000)));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(10 * 60 - 3);
  });

  it("starts a new window once the old one has passed", async () => {
    const rule = { key: "t:b", limit: 1, windowMs: minute };
    const start = new Date("2026-01-01T10:00:00Z");
    expect((await hitRateLimit(database.db, rule, start)).allowed).toBe(true);
    expect((await hitRateLimit(database.db, rule, new Date(start.getTime() + 59_000))).allowed).toBe(false);
    expect((await hitRateLimit(database.db, rule, new Date(start.getTime() + minute))).allowed).toBe(true);
  });

  it("keeps separate counters per key", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    expect((await hitRateLimit(database.db, { key: "t:c1", limit: 1, windowMs: minute }, now)).allowed).toBe(true);
    expect((await hitRateLimit(database.db, { key: "t:c2", limit: 1, windowMs: minute }, now)).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const rule = { key: "t:d", limit: 100, windowMs: minute };
    const now = new Date();
    await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(database.db, rule, now)));
    expect((await hitRateLimit(database.db, rule, now)).hits).toBe(21);
  });
});

describe("enforceRateLimits", () => {
  it("throws a 429 with Retry-After when a rule is exceeded", async () => {
    const rules = [{ key: "t:e", limit: 1, windowMs: 2 * minute }];
    const now = new Date("2026-01-01T10:00:00Z");
    await enforceRateLimits(database.db, rules, now);
    const error = await enforceRateLimits(database.db, rules, now).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(429);
    expect((error as HttpError).headers["retry-after"]).toBe("120");
    expect((error as HttpError).message).toBe("Too many requests. Please try again in 2 minutes.");
  });
});

describe("pruneRateLimits", () => {
  it("removes counters of long-past windows only", async () => {
    await hitRateLimit(database.db, { key: "t:old", limit: 1, windowMs: minute }, new Date(Date.now() - 3 * 24 * 3600_000));
    await hitRateLimit(database.db, { key: "t:new", limit: 1, windowMs: minute });
    await pruneRateLimits(database.db);
    expect((await hitRateLimit(database.db, { key: "t:old", limit: 5, windowMs: minute })).hits).toBe(1);
    expect((await hitRateLimit(database.db, { key: "t:new", limit: 5, windowMs: minute })).hits).toBe(2);
  });
});
