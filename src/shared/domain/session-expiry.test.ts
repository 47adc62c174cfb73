import { describe, expect, it } from "vitest";
import { isSessionExpired, sessionDeadlines, shouldTouch, TOUCH_INTERVAL_MS } from "./session-expiry";

const policy = { idleMinutes: 120, maxHours: 12 };
const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60 * 1000;

describe("session expiry", () => {
  const created = at("2025-06-02T03:30:00Z");

  it("expires after the idle limit without activity", () => {
    const session = { createdAt: created, lastSeenAt: created };
    expect(isSessionExpired(session, policy, new Date(created.getTime() + minutes(119)))).toBe(false);
    expect(isSessionExpired(session, policy, new Date(created.getTime() + minutes(120)))).toBe(true);
  });

  it("activity moves the idle deadline but never the absolute one", () => {
    const lastSeenAt = new Date(created.getTime() + minutes(11 * 60 + 30));
    const session = { createdAt: created, lastSeenAt };
    expect(sessionDeadlines(session, policy).expiresAt).toEqual(at("2025-06-02T15:30:00Z"));
    expect(isSessionExpired(session, policy, at("2025-06-02T15:29:59Z"))).toBe(false);
    expect(isSessionExpired(session, policy, at("2025-06-02T15:30:00Z"))).toBe(true);
  });

  it("reports both deadlines and the earlier one", () => {
    const session = { createdAt: created, lastSeenAt: at("2025-06-02T05:00:00Z") };
    expect(sessionDeadlines(session, policy)).toEqual({
      idle: at("2025-06-02T07:00:00Z"),
      absolute: at("2025-06-02T15:30:00Z"),
      expiresAt: at("2025-06-02T07:00:00Z"),
    });
  });

  it("follows the configured limits", () => {
    const session = { createdAt: created, lastSeenAt: created };
    const short = { idleMinutes: 5, maxHours: 1 };
    expect(isSessionExpired(session, short, new Date(created.getTime() + minutes(4)))).toBe(false);
    expect(isSessionExpired(session, short, new Date(created.getTime() + minutes(5)))).toBe(true);
  });

  it("records activity at most once a minute", () => {
    const session = { createdAt: created, lastSeenAt: created };
    expect(shouldTouch(session, new Date(created.getTime() + TOUCH_INTERVAL_MS - 1))).toBe(false);
    expect(shouldTouch(session, new Date(created.getTime() + TOUCH_INTERVAL_MS))).toBe(true);
  });
});
