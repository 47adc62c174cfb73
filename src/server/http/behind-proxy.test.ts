import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_PATHS } from "@/shared/contract/auth";
import { LOGIN_LIMITS } from "../auth/login";
import { people, seedPeople, SETUP_TIMEOUT } from "../testing/helpers";
import { listAudit } from "../modules/audit/store";
import { createTestApp, type TestContext } from "../testing/test-app";

/** One reverse proxy in front (TRUST_PROXY=1) at 10.0.0.2, forwarding for the client at 203.0.113.7. */
const PROXY = "10.0.0.2";
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: "1" });
  await seedPeople(ctx.database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const loginThroughProxy = (forwardedFor: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: LOGIN_PATHS.admin,
    payload: { email: people.admin.email, password },
    remoteAddress: PROXY,
    headers: { "x-forwarded-for": forwardedFor, ...headers },
  });

describe("behind one trusted proxy", () => {
  it("takes the client address from the proxy's own entry and ignores what the client wrote before it", async () => {
    const response = await loginThroughProxy("6.6.6.6, 203.0.113.7", "Wrong-Password-1");
    expect(response.statusCode).toBe(401);
    const [failure] = await listAudit(ctx.database.db, { event: "login.failure", limit: 1 });
    expect(failure!.ip).toBe("203.0.113.7");
  });

  it("a client cannot escape the login lockout by inventing X-Forwarded-For entries", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      expect((await loginThroughProxy(`6.6.6.${i}, 198.51.100.4`, "Wrong-Password-1")).statusCode).toBe(401);
    }
    const locked = await loginThroughProxy("7.7.7.7, 198.51.100.4", people.admin.password);
    expect(locked.statusCode).toBe(429);
    const [refused] = await listAudit(ctx.database.db, { event: "login.refused", limit: 1 });
    expect(refused!.ip).toBe("198.51.100.4");
  });

  it("over HTTPS sets a Secure, __Secure- prefixed session cookie, and reads only that name", async () => {
    const https = { "x-forwarded-proto": "https" };
    const response = await loginThroughProxy("203.0.113.8", people.admin.password, https);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === "__Secure-admin_session");
    expect(cookie).toMatchObject({ value: response.json().sessionId, secure: true, httpOnly: true, sameSite: "Strict" });
    expect(response.cookies.some((entry) => entry.name === "admin_session")).toBe(false);

    const me = (cookie: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: "GET", url: "/api/auth/me", remoteAddress: PROXY, headers: { cookie, ...headers } });
    expect((await me(`__Secure-admin_session=${cookie!.value}`, https)).statusCode).toBe(200);
    // Over HTTPS an unprefixed cookie (which a plain-HTTP page could have planted) is not read.
    expect((await me(`admin_session=${cookie!.value}`, https)).statusCode).toBe(401);
  });

  it("/api/health names the database kind to a signed-in admin only", async () => {
    const anonymous = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: "ok", database: "up" });
    const login = await loginThroughProxy("203.0.113.9", people.admin.password);
    const asAdmin = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-admin-session": login.json().sessionId } });
    expect(asAdmin.json()).toEqual({ status: "ok", database: "up", kind: ctx.database.kind });
    const employee = await ctx.app.inject({
      method: "POST",
      url: LOGIN_PATHS.employee,
      payload: people.employee,
      remoteAddress: "10.1.1.1",
    });
    const asEmployee = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-employee-session": employee.json().sessionId },
    });
    expect(asEmployee.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers a malformed address with 400, the security headers, and without echoing the path", async () => {
    for (const url of ["/%E0%A4%A", "/api/%E0%A4%A"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: "The address is not valid" });
      expect(response.body).not.toContain("E0");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
  });
});
