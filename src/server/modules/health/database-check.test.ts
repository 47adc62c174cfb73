import { describe, expect, it } from "vitest";
import { CHECK_FRESH_MS, databaseCheck } from "./database-check";

describe("databaseCheck", () => {
  it("asks the database once per second at most, and shares a check in progress", async () => {
    let now = 0;
    let pings = 0;
    const check = databaseCheck(
      async () => {
        pings += 1;
      },
      () => now,
    );
    expect(await Promise.all([check(), check(), check()])).toEqual([true, true, true]);
    expect(pings).toBe(1);
    now = CHECK_FRESH_MS - 1;
    expect(await check()).toBe(true);
    expect(pings).toBe(1);
    now = CHECK_FRESH_MS;
    expect(await check()).toBe(true);
    expect(pings).toBe(2);
  });

  it("reports a database that stops answering within a second, and its return", async () => {
    let now = 0;
    let up = true;
    const check = databaseCheck(
      async () => {
        if (!up) throw new Error("connection refused");
      },
      () => now,
    );
    expect(await check()).toBe(true);
    up = false;
    now = CHECK_FRESH_MS;
    expect(await check()).toBe(false);
    now += CHECK_FRESH_MS - 1;
    up = true;
    expect(await check()).toBe(false);
    now += 1;
    expect(await check()).toBe(true);
  });
});

describe("databaseCheck.knownUp", () => {
  it("is true only while a fresh check found the database up, and never starts a check", async () => {
    let now = 0;
    let pings = 0;
    let up = true;
    const check = databaseCheck(
      async () => {
        pings += 1;
        if (!up) throw new Error("connection refused");
      },
      () => now,
    );
    expect(check.knownUp()).toBe(false);
    expect(pings).toBe(0);
    await check();
    expect(check.knownUp()).toBe(true);
    now = CHECK_FRESH_MS;
    expect(check.knownUp()).toBe(false);
    up = false;
    await check();
    expect(check.knownUp()).toBe(false);
    expect(pings).toBe(2);
  });
});
