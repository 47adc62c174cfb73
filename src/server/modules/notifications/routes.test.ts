import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATIONS_PATHS, notificationsReadPath } from "@/shared/contract/notifications";
import { createTestApp, type TestContext } from "../../testing/test-app";
import {
  MINUTE,
  people,
  sameOrigin,
  seedPeople,
  sessionFor,
  sessionHeader,
  SETUP_TIMEOUT,
  testClock,
  cookieHeader,
} from "../../testing/helpers";
import { notify } from "./store";

let ctx: TestContext;
const clock = testClock("2026-11-20T04:30:00.000Z");
let headers: Record<"admin" | "hr" | "employee", Record<string, string>>;
let accounts: Awaited<ReturnType<typeof seedPeople>>;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  accounts = await seedPeople(ctx.database.db);
  headers = {
    admin: sessionHeader("admin", await sessionFor(ctx.app, "admin", people.admin)),
    hr: sessionHeader("hr", await sessionFor(ctx.app, "hr", people.hr)),
    employee: sessionHeader("employee", await sessionFor(ctx.app, "employee", people.employee)),
  };
}, SETUP_TIMEOUT);
afterAll(() => ctx.close());

const get = (portal: "admin" | "hr" | "employee") =>
  ctx.app.inject({ method: "GET", url: NOTIFICATIONS_PATHS[portal], headers: headers[portal] });
const read = (portal: "admin" | "hr" | "employee", payload: object) =>
  ctx.app.inject({ method: "POST", url: notificationsReadPath(portal), headers: headers[portal], payload });

describe("the bell", () => {
  it("lists only the person's own notifications, newest first, at most 20, with the unread count of all", async () => {
    const db = ctx.database.db;
    for (let n = 1; n <= 22; n++)
      await notify(db, [accounts.employee.id], { kind: "test", title: `Note ${n}`, body: `Body ${n}`, link: "/employee-dashboard" });
    await notify(db, [accounts.hr.id], { kind: "leave.requested", title: "New leave request" });

    const own = await get("employee");
    expect(own.statusCode).toBe(200);
    const body = own.json();
    expect(body.unread).toBe(22);
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toMatchObject({ kind: "test", title: "Note 22", body: "Body 22", link: "/employee-dashboard", read: false });
    expect(body.items.map((item: { title: string }) => item.title)).not.toContain("New leave request");

    const hr = (await get("hr")).json();
    expect(hr).toMatchObject({ unread: 1, items: [{ title: "New leave request", body: "", link: null, read: false }] });
    expect((await get("admin")).json()).toEqual({ unread: 0, items: [] });
  });

  it("marks the given ids read, never another person's, then all", async () => {
    const mine = (await get("employee")).json().items as { id: number }[];
    const hrNote = (await get("hr")).json().items[0] as { id: number };
    clock.advance(MINUTE);

    const some = await read("employee", { ids: [mine[0]!.id, mine[1]!.id, hrNote.id] });
    expect(some.json()).toEqual({ marked: 2, unread: 20 });
    expect((await get("hr")).json().unread).toBe(1);
    const after = (await get("employee")).json();
    expect(after.items.slice(0, 3).map((item: { read: boolean }) => item.read)).toEqual([true, true, false]);

    expect((await read("employee", { ids: [mine[0]!.id] })).json()).toEqual({ marked: 0, unread: 20 });
    expect((await read("employee", {})).json()).toEqual({ marked: 20, unread: 0 });
    expect((await read("employee", {})).json()).toEqual({ marked: 0, unread: 0 });
    expect((await read("employee", { ids: [] })).json()).toEqual({ marked: 0, unread: 0 });
  });

  it("refuses bad ids with 400 and its message", async () => {
    for (const payload of [{ ids: [0] }, { ids: ["x"] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { ids: 5 }]) {
      const response = await read("hr", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (Array.isArray(payload.ids)) expect(JSON.stringify(response.json())).toContain("ids must be a list of up to 100 notification ids");
    }
  });

  it("keeps each portal's bell behind its own login, and cookie writes same-origin", async () => {
    expect((await ctx.app.inject({ method: "GET", url: NOTIFICATIONS_PATHS.hr })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: NOTIFICATIONS_PATHS.hr, headers: headers.employee })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: NOTIFICATIONS_PATHS.admin, headers: headers.hr })).statusCode).toBe(403);
    const id = await sessionFor(ctx.app, "hr", people.hr);
    const crossSite = await ctx.app.inject({
      method: "POST",
      url: notificationsReadPath("hr"),
      headers: { ...cookieHeader("hr", id), "sec-fetch-site": "cross-site" },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await ctx.app.inject({
      method: "POST",
      url: notificationsReadPath("hr"),
      headers: { ...cookieHeader("hr", id), ...sameOrigin },
      payload: {},
    });
    expect(sameSite.json()).toEqual({ marked: 1, unread: 0 });
  });
});
