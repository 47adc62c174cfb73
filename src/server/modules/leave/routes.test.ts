import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH, leaveCancelPath, type LeaveRequest } from "@/shared/contract/employee-portal";
import { findAccountByEmail } from "../../auth/account-store";
import { createSession } from "../../auth/session-store";
import { leaveRequests } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT, TEST_DOMAIN, sessionHeader } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { createStaffAccount } from "../users/service";

// 22 November 2026, 11:00 in Pune.
let ctx: AdminTestContext;
const ids = { employee: 0, another: 0 };
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T05:30:00.000Z");
  const db = ctx.database.db;
  ids.employee = (await findAccountByEmail(db, people.employee.email))!.id;
  ids.another = (
    await createStaffAccount(
      db,
      TEST_DOMAIN,
      { role: "employee", email: `tanvi.shinde@${TEST_DOMAIN}`, password: "Aundh-Sales-2026x" },
      { via: "cli" },
    )
  ).id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const as = async (who: keyof typeof ids, method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: sessionHeader("employee", await createSession(ctx.database.db, ids[who], "employee", ctx.clock.now())),
    payload,
  });
const request = (payload: object, who: keyof typeof ids = "employee") => as(who, "POST", EMPLOYEE_LEAVE_PATH, payload);
const leave = (startDate: string, endDate: string, leaveType = "vacation") => ({
  leaveType,
  startDate,
  endDate,
  reason: "Family wedding in Nashik",
});

describe("leave requests", () => {
  it("answers the request form's messages word for word, and the additions", async () => {
    const blank = await request({ leaveType: "", startDate: "", endDate: "", reason: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      leaveType: ["Leave type is required"],
      startDate: ["Start date is required"],
      endDate: ["End date is required"],
      reason: ["Reason must be at least 10 characters"],
    });
    expect((await request({ ...leave("2026-12-01", "2026-12-01"), reason: "  123456789  " })).json().fieldErrors.reason).toEqual([
      "Reason must be at least 10 characters",
    ]);
    expect((await request({ ...leave("2026-12-01", "2026-12-01"), leaveType: "sabbatical" })).json().fieldErrors.leaveType).toEqual([
      "Leave type is required",
    ]);
    const backwards = await request(leave("2026-12-05", "2026-12-04"));
    expect(backwards.json().fieldErrors).toEqual({ endDate: ["End date cannot be before start date"] });
    // 30 days back (23 October) is allowed; 31 (22 October) is not.
    const old = await request(leave("2026-10-22", "2026-10-22", "sick"));
    expect(old.json().fieldErrors).toEqual({ startDate: ["Start date cannot be more than 30 days in the past"] });
    expect((await request(leave("2026-10-23", "2026-10-23", "sick"))).statusCode).toBe(201);
  });

  it("refuses a leave longer than 182 days (26 weeks of maternity leave), or starting or ending more than a year ahead, with a field message", async () => {
    const stored = async () => (await ctx.database.db.select({ id: leaveRequests.id }).from(leaveRequests)).length;
    const before = await stored();
    // 182 days (1 December 2026 to 31 May 2027: 31 + 31 + 28 + 31 + 30 + 31) is the most; 183 is refused, as is a leave to 2999.
    for (const [start, end] of [
      ["2026-12-01", "2027-06-01"],
      ["2026-11-23", "2999-12-31"],
    ] as const) {
      const long = await request(leave(start, end, "maternity"));
      expect(long.statusCode, end).toBe(400);
      expect(long.json().fieldErrors, end).toEqual({ endDate: ["A leave can last at most 182 days"] });
    }
    // Today is 22 November 2026: a request may start and end on 22 November 2027, not a day later.
    const late = await request(leave("2027-11-23", "2027-11-24"));
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors).toEqual({ startDate: ["A leave can start at most a year ahead"] });
    const lateEnd = await request(leave("2027-11-20", "2027-11-23"));
    expect(lateEnd.statusCode).toBe(400);
    expect(lateEnd.json().fieldErrors).toEqual({ endDate: ["A leave can end at most a year ahead"] });
    expect(await stored()).toBe(before);

    const longest = await request(leave("2026-12-01", "2027-05-31", "maternity"));
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json().days).toBe(182);
    const farthest = await request(leave("2027-11-22", "2027-11-22", "personal"));
    expect(farthest.statusCode, farthest.body).toBe(201);
    await ctx.database.db.delete(leaveRequests).where(inArray(leaveRequests.id, [longest.json().id, farthest.json().id]));
  });

  it("files a Pending request with the days counted inclusive of both dates, and audits it", async () => {
    const created = await request({ ...leave("2026-12-28", "2027-01-02"), reason: "  Year-end trip to Goa  " });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      leaveType: "vacation",
      startDate: "2026-12-28",
      endDate: "2027-01-02",
      days: 6,
      reason: "Year-end trip to Goa",
      status: "Pending",
      comment: null,
    });
    const [entry] = await listAudit(ctx.database.db, { event: "leave.requested", limit: 1 });
    expect(entry).toMatchObject({ subject: `leave:${created.json().id}`, details: { leaveType: "vacation", days: 6 } });
  });

  it("refuses a request overlapping a pending or approved one (even by one day) with 409; cancelled and rejected ones do not count", async () => {
    const base = (await request(leave("2027-02-10", "2027-02-12"))).json<LeaveRequest>();
    for (const [start, end] of [
      ["2027-02-12", "2027-02-14"],
      ["2027-02-08", "2027-02-10"],
      ["2027-02-01", "2027-02-28"],
    ] as const) {
      const clash = await request(leave(start, end, "personal"));
      expect(clash.statusCode, `${start}..${end}`).toBe(409);
      expect(clash.json().message).toBe("You already have leave requested for these dates");
    }
    // Another person's leave on the same dates is theirs.
    expect((await request(leave("2027-02-10", "2027-02-12"), "another")).statusCode).toBe(201);
    await ctx.database.db.update(leaveRequests).set({ status: "Approved" }).where(eq(leaveRequests.id, base.id));
    expect((await request(leave("2027-02-11", "2027-02-11", "sick"))).statusCode).toBe(409);
    await ctx.database.db.update(leaveRequests).set({ status: "Rejected" }).where(eq(leaveRequests.id, base.id));
    expect((await request(leave("2027-02-11", "2027-02-11", "sick"))).statusCode).toBe(201);
  });

  it("lets only one of two overlapping requests sent at once through", async () => {
    const answers = await Promise.all([request(leave("2027-03-01", "2027-03-03")), request(leave("2027-03-02", "2027-03-04", "personal"))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it("cancels only the person's own pending request; someone else's is not found", async () => {
    const own = (await request(leave("2027-04-06", "2027-04-07"))).json<LeaveRequest>();
    const theirs = (await request(leave("2027-04-06", "2027-04-07"), "another")).json<LeaveRequest>();
    const stranger = await as("employee", "POST", leaveCancelPath(theirs.id));
    expect(stranger.statusCode).toBe(404);
    expect((await as("employee", "POST", leaveCancelPath(999_999))).statusCode).toBe(404);
    const cancelled = await as("employee", "POST", leaveCancelPath(own.id));
    expect(cancelled.json()).toMatchObject({ id: own.id, status: "Cancelled" });
    const again = await as("employee", "POST", leaveCancelPath(own.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a pending request, or an approved leave that has not started, can be cancelled");
    expect((await listAudit(ctx.database.db, { event: "leave.cancelled", limit: 5 })).map((entry) => entry.subject)).toEqual([
      `leave:${own.id}`,
    ]);
    // The cancelled days can be requested again.
    expect((await request(leave("2027-04-06", "2027-04-06"))).statusCode).toBe(201);
  });

  it("lists only the person's own requests, latest first", async () => {
    const mine = (await as("employee", "GET", EMPLOYEE_LEAVE_PATH)).json<LeaveRequest[]>();
    const theirs = (await as("another", "GET", EMPLOYEE_LEAVE_PATH)).json<LeaveRequest[]>();
    expect(theirs.map((item) => item.startDate)).toEqual(["2027-04-06", "2027-02-10"]);
    expect(mine.some((item) => theirs.some((other) => other.id === item.id))).toBe(false);
    expect(mine.map((item) => item.startDate)).toEqual([...mine.map((item) => item.startDate)].sort().reverse());
  });
});
