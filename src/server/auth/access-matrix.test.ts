import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import type { Portal } from "@/shared/contract/auth";
import { createTestApp, type TestContext } from "../testing/test-app";
import { createSession } from "./session-store";
import { cookieHeader, sameOrigin, seedPeople, sessionHeader, SETUP_TIMEOUT } from "../testing/helpers";
import { MATRIX, type Rule } from "./access-matrix-routes";

type Identity = "anonymous" | "expired" | "forged" | "employee" | "hr" | "admin";
const identities: Identity[] = ["anonymous", "expired", "forged", "employee", "hr", "admin"];
type Outcome = "allowed" | 401 | 403;
const noSession = { anonymous: 401, expired: 401, forged: 401 } as const;
const EXPECTED: Record<Rule, Record<Identity, Outcome>> = {
  public: { anonymous: "allowed", expired: "allowed", forged: "allowed", employee: "allowed", hr: "allowed", admin: "allowed" },
  session: { ...noSession, employee: "allowed", hr: "allowed", admin: "allowed" },
  admin: { ...noSession, employee: 403, hr: 403, admin: "allowed" },
  hr: { ...noSession, employee: 403, hr: "allowed", admin: "allowed" },
  // A session acts only in the portal it was opened for: the hr session (HR card) is refused here
  // although the hr account has an employee record.
  employee: { ...noSession, employee: "allowed", hr: 403, admin: 403 },
};

const routes: { method: string; url: string }[] = [];
let ctx: TestContext;
let accounts: Awaited<ReturnType<typeof seedPeople>>;

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    },
  );
  accounts = await seedPeople(ctx.database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

/** Fastify adds a HEAD route for every GET; it shares the GET route's rule. */
const keyed = () => {
  const keys = new Set(routes.map((route) => `${route.method} ${route.url}`));
  return [...keys].filter((key) => !(key.startsWith("HEAD ") && keys.has(key.replace(/^HEAD /, "GET "))));
};

const portalOf: Record<"employee" | "hr" | "admin", Portal> = { employee: "employee", hr: "hr", admin: "admin" };

async function credentialFor(identity: Identity): Promise<{ portal: Portal; id: string } | null> {
  const db = ctx.database.db;
  const now = new Date();
  switch (identity) {
    case "anonymous":
      return null;
    case "forged":
      return { portal: "admin", id: "Zm9yZ2VkLXNlc3Npb24taWQtdGhhdC1kb2VzLW5vdC0" };
    case "expired":
      return { portal: "admin", id: await createSession(db, accounts.admin.id, "admin", new Date(now.getTime() - 13 * 3600 * 1000)) };
    default:
      // A fresh session per call: logout revokes the one it is given.
      return { portal: portalOf[identity], id: await createSession(db, accounts[identity].id, portalOf[identity], now) };
  }
}

describe("access matrix", () => {
  it("lists every registered route", () => {
    const missing = keyed().filter((key) => !(key in MATRIX));
    expect(missing, "routes missing from MATRIX in access-matrix-routes.ts").toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !keyed().includes(key));
    expect(stale, "MATRIX entries for routes that no longer exist").toEqual([]);
  });

  it("puts every /api/admin, /api/hr and /api/employee route (other than the logins) under its area's rule", () => {
    for (const key of keyed()) {
      const area = /^\w+ \/api\/(admin|hr|employee)\//.exec(key)?.[1];
      if (area && !key.endsWith("/login")) expect(MATRIX[key], key).toBe(area);
    }
  });

  // Every route by cookie, the browser's way (a cookie-carried write must also come from the site's origin); by the
  // session header, one route per area (/api/hr, /api/auth, ...), rule and kind (read or write). The guard (guard.ts,
  // authenticate) is one function that reads either credential the same way, so the sample proves the header reaches it
  // as the cookie does; the full pass by both cost twice as much.
  const byHeader = () => {
    const seen = new Set<string>();
    return keyed().filter((key) => {
      const [method, url] = key.split(" ") as [string, string];
      const group = `${url.split("/").slice(0, 3).join("/")} ${MATRIX[key]} ${["GET", "HEAD"].includes(method)}`;
      if (!(key in MATRIX) || seen.has(group)) return false;
      seen.add(group);
      return true;
    });
  };
  for (const [transport, keys] of [
    ["cookie", () => keyed().filter((entry) => entry in MATRIX)],
    ["header", byHeader],
  ] as const) {
    it(
      `answers ${transport === "cookie" ? "every route" : "a route of each area and rule"} as the matrix says for each identity (session by ${transport})`,
      async () => {
        const failures: string[] = [];
        for (const key of keys()) {
          const [method, url] = key.split(" ") as [string, string];
          // Ids of records that do not exist: the matrix checks the doors, and a state-changing call
          // (deactivating someone, resetting a password) must not change who can call the next route.
          const path = url.replace(/:\w+/g, "999999").replace(/\*$/, "probe");
          for (const identity of identities) {
            const credential = await credentialFor(identity);
            const headers: Record<string, string> = credential
              ? transport === "header"
                ? sessionHeader(credential.portal, credential.id)
                : { ...cookieHeader(credential.portal, credential.id), ...sameOrigin }
              : {};
            const write = !["GET", "HEAD"].includes(method);
            const response = await ctx.app.inject({
              method: method as "GET",
              url: path,
              headers,
              ...(write ? { payload: {} } : {}),
            });
            const expected = EXPECTED[MATRIX[key]!][identity];
            const status = response.statusCode;
            const ok = expected === "allowed" ? status !== 401 && status !== 403 && status !== 500 : status === expected;
            if (!ok) failures.push(`${key} as ${identity}: expected ${expected}, got ${status}`);
          }
        }
        expect(failures).toEqual([]);
      },
      SETUP_TIMEOUT,
    );
  }
});
