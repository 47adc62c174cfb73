import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import type { DatabaseCheck } from "./database-check";
import { keptHealthAnswer } from "./kept-answer";

const check = (up: boolean): DatabaseCheck => Object.assign(async () => up, { knownUp: () => up });
const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe("keptHealthAnswer", () => {
  it("is kept for /api/health while the database is known up and the caller presents no session", () => {
    const kept = keptHealthAnswer(check(true));
    expect(kept.path).toBe("/api/health");
    expect(kept.holds(request({}))).toBe(true);
    expect(kept.holds(request({ "accept-encoding": "br" }))).toBe(true);
  });

  const withSession: Record<string, string>[] = [
    { cookie: "admin_session=abc" },
    { "x-admin-session": "abc" },
    { "x-hr-session": "abc" },
    { "x-employee-session": "abc" },
  ];
  it.each(withSession)("leaves a caller with a session (%j) to the route, which may name the database kind", (headers) => {
    expect(keptHealthAnswer(check(true)).holds(request(headers))).toBe(false);
  });

  it("leaves the answer to the route when the last check is stale or found the database down", () => {
    expect(keptHealthAnswer(check(false)).holds(request({}))).toBe(false);
  });
});
