import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { HR_HOLIDAYS_PATH, holidayMessages, holidayPath } from "@/shared/contract/policies";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { holidayDatesBetween } from "./store";

// 31 December 2025, 23:00 in Pune: an hour before 2026 starts there (17:30 UTC).
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2025-12-31T17:30:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from holidays`);
});

const asHr = (options: InjectOptions) => ctx.app.inject({ ...options, headers: { ...ctx.headers.hr, ...options.headers } });
const add = (payload: unknown) => asHr({ method: "POST", url: HR_HOLIDAYS_PATH, payload: payload as object });
const fieldErrors = async (payload: unknown) => (await add(payload)).json().fieldErrors as Record<string, string[]>;
const dates = async (query = "") =>
  ((await asHr({ method: "GET", url: `${HR_HOLIDAYS_PATH}${query}` })).json() as { date: string }[]).map((row) => row.date);

describe("POST /api/hr/holidays", () => {
  it("adds a holiday, trimmed, and audits it", async () => {
    const response = await add({ date: "2026-01-26", name: "  Republic Day " });
    expect(response.statusCode).toBe(201);
    const holiday = response.json();
    expect(holiday).toEqual({ id: expect.any(Number), date: "2026-01-26", name: "Republic Day" });
    const [audit] = await listAudit(ctx.database.db, { event: "holiday.added", limit: 1 });
    expect(audit).toMatchObject({ subject: `holiday:${holiday.id}`, details: { date: "2026-01-26", name: "Republic Day" } });
  });

  it("refuses a second holiday on the same date with 409 and the form's field", async () => {
    await add({ date: "2026-10-20", name: "Dussehra" });
    const response = await add({ date: "2026-10-20", name: "Vijayadashami" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "A holiday already exists on that date",
      fieldErrors: { date: ["A holiday already exists on that date"] },
    });
    expect(holidayMessages.duplicate).toBe("A holiday already exists on that date");
    expect(await dates("?year=2026")).toEqual(["2026-10-20"]);
  });

  it("refuses a missing date or name with the messages, a date that is not on the calendar and an overlong name", async () => {
    expect(holidayMessages).toMatchObject({ date: "Date is required", name: "Name is required" });
    for (const value of ["", "  ", undefined]) {
      expect((await fieldErrors({ date: value, name: "Diwali" })).date, JSON.stringify(value)).toEqual(["Date is required"]);
      expect((await fieldErrors({ date: "2026-11-08", name: value })).name, JSON.stringify(value)).toEqual(["Name is required"]);
    }
    expect((await fieldErrors({ date: "2026-02-29", name: "Leap" })).date).toEqual(["Enter a date as YYYY-MM-DD"]);
    expect((await fieldErrors({ date: "08/11/2026", name: "Diwali" })).date).toEqual(["Enter a date as YYYY-MM-DD"]);
    expect((await fieldErrors({ date: "2026-11-08", name: "x".repeat(101) })).name).toEqual(["Must be at most 100 characters"]);
    expect((await fieldErrors({ date: "2026-11-08", name: "Diwali\u0007" })).name).toHaveLength(1);
    expect(await dates("?year=2026")).toEqual([]);
  });
});

describe("GET /api/hr/holidays", () => {
  it("lists one year by date; without a year, the current year in the business time zone", async () => {
    for (const [date, name] of [
      ["2026-11-08", "Diwali"],
      ["2025-12-25", "Christmas"],
      ["2026-01-26", "Republic Day"],
      ["2027-01-26", "Republic Day"],
    ]) {
      expect((await add({ date, name })).statusCode).toBe(201);
    }
    expect(await dates("?year=2026")).toEqual(["2026-01-26", "2026-11-08"]);
    expect(await dates("?year=2027")).toEqual(["2027-01-26"]);
    // 23:00 on 31 December in Pune: still 2025 there.
    expect(await dates()).toEqual(["2025-12-25"]);
    // 00:00 on 1 January 2026 in Pune, still 31 December (18:30) in UTC: the year is Pune's.
    ctx.clock.advance(60 * 60 * 1000);
    expect(await dates()).toEqual(["2026-01-26", "2026-11-08"]);
    for (const year of ["1999", "2101", "20x6", "2026.5"]) {
      const response = await asHr({ method: "GET", url: `${HR_HOLIDAYS_PATH}?year=${year}` });
      expect(response.statusCode, year).toBe(400);
      expect(response.json().message).toBe(holidayMessages.year);
    }
  });

  it("gives other modules the holiday dates of a range, both ends included", async () => {
    for (const [date, name] of [
      ["2026-03-04", "Holi"],
      ["2026-03-19", "Gudi Padwa"],
      ["2026-05-01", "Maharashtra Day"],
    ])
      await add({ date, name });
    expect(await holidayDatesBetween(ctx.database.db, "2026-03-04", "2026-03-19")).toEqual(["2026-03-04", "2026-03-19"]);
    expect(await holidayDatesBetween(ctx.database.db, "2026-03-05", "2026-04-30")).toEqual(["2026-03-19"]);
  });
});

describe("DELETE /api/hr/holidays/{id}", () => {
  it("removes with 204 and audits; a second remove is 404", async () => {
    const holiday = (await add({ date: "2026-08-15", name: "Independence Day" })).json();
    const response = await asHr({ method: "DELETE", url: holidayPath(holiday.id) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await dates("?year=2026")).toEqual([]);
    const [audit] = await listAudit(ctx.database.db, { event: "holiday.removed", limit: 1 });
    expect(audit).toMatchObject({ subject: `holiday:${holiday.id}`, details: { date: "2026-08-15", name: "Independence Day" } });
    const again = await asHr({ method: "DELETE", url: holidayPath(holiday.id) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(holidayMessages.notFound);
  });
});

describe("access", () => {
  it("is for HR and admins, not employees", async () => {
    const holiday = (await add({ date: "2026-10-02", name: "Gandhi Jayanti" })).json();
    const employee = ctx.headers.employee;
    expect((await ctx.app.inject({ method: "GET", url: HR_HOLIDAYS_PATH, headers: employee })).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: HR_HOLIDAYS_PATH,
          headers: employee,
          payload: { date: "2026-12-25", name: "Christmas" },
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: "DELETE", url: holidayPath(holiday.id), headers: employee })).statusCode).toBe(403);
    expect((await ctx.asAdmin({ method: "GET", url: `${HR_HOLIDAYS_PATH}?year=2026` })).json()).toHaveLength(1);
    expect(
      (await ctx.asAdmin({ method: "POST", url: HR_HOLIDAYS_PATH, payload: { date: "2026-12-25", name: "Christmas" } })).statusCode,
    ).toBe(201);
    expect((await ctx.asAdmin({ method: "DELETE", url: holidayPath(holiday.id) })).statusCode).toBe(204);
  });
});
