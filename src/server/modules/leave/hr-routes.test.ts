import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH, type LeaveRequest } from "@/shared/contract/employee-portal";
import { HR_LEAVES_PATH, leaveDecisionPath, type HrLeave } from "@/shared/contract/leave-admin";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { auditLog, holidays, leaveRequests } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addLeavePeople, hrLeaveRequests } from "../../testing/hr-leave-requests";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { listAudit } from "../audit/store";

// Sunday 22 November 2026, 11:00 in Pune; Sunday is the weekly off (the default settings).
let ctx: AdminTestContext;
const records = { employee: 0, hr: 0, tanvi: 0 };
const accountIds = { hr: 0 };
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T05:30:00.000Z");
  await addLeavePeople(ctx, records, accountIds);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { secondHr, file, as, approve, reject, list } = hrLeaveRequests(() => ctx, records);

describe("HR leave list", () => {
  it("lists every request with the person, days and working days; Pending first, then the latest start", async () => {
    await ctx.database.db.insert(holidays).values({ date: "2026-12-08", name: "Company foundation day" });
    const approved = await file("employee", "vacation", "2026-12-07", "2026-12-13", {
      status: "Approved",
      decidedByAccountId: accountIds.hr,
      decidedAt: new Date("2026-11-20T06:00:00Z"),
      comment: "Enjoy",
    });
    const rejected = await file("employee", "sick", "2026-11-02", "2026-11-03", { status: "Rejected" });
    const pendingNow = await file("tanvi", "personal", "2026-11-30", "2026-12-01");
    const pendingLater = await file("employee", "vacation", "2027-01-04", "2027-01-05");

    const all = await list();
    expect(all.total).toBe(4);
    expect(all.rows.map((row) => row.id)).toEqual([pendingLater.id, pendingNow.id, approved.id, rejected.id]);
    // 7 calendar days; Sunday 13 is the weekly off and Tuesday 8 a holiday: 5 working days.
    expect(all.rows[2]).toEqual({
      id: approved.id,
      employeeRecordId: records.employee,
      employeeId: expect.stringMatching(/^EMP\d+$/),
      employeeName: "Aarav Deshmukh",
      leaveType: "vacation",
      startDate: "2026-12-07",
      endDate: "2026-12-13",
      days: 7,
      workingDays: 5,
      reason: "Family function in Satara",
      status: "Approved",
      decidedBy: "Sneha Patil",
      decidedAs: null,
      decidedAt: "2026-11-20T06:00:00.000Z",
      comment: "Enjoy",
      createdAt: expect.any(String),
      adminAccount: false,
    });
    expect(all.rows[1]).toMatchObject({
      employeeName: "Tanvi Shinde",
      days: 2,
      workingDays: 2,
      decidedBy: null,
      decidedAt: null,
      comment: null,
    });

    const ids = (rows: HrLeave[]) => rows.map((row) => row.id);
    expect(ids((await list("?status=Approved")).rows)).toEqual([approved.id]);
    expect(ids((await list(`?employee=${records.tanvi}`)).rows)).toEqual([pendingNow.id]);
    expect(ids((await list("?month=2026-12")).rows)).toEqual([pendingNow.id, approved.id]);
    expect(ids((await list("?month=2026-11")).rows)).toEqual([pendingNow.id, rejected.id]);
    expect(ids((await list("?q=tanvi%20shin")).rows)).toEqual([pendingNow.id]);
    const page = await list("?limit=1&offset=1");
    expect(page).toEqual({ rows: [expect.objectContaining({ id: pendingNow.id })], total: 4 });
  });

  it("answers bad filters with 400 and their messages", async () => {
    const cases: [string, string, string][] = [
      ["?status=Waiting", "status", "Status must be Pending, Approved, Rejected or Cancelled"],
      ["?month=2026-13", "month", "Enter a month as YYYY-MM"],
      ["?employee=abc", "employee", "Choose an employee (a positive whole number)"],
    ];
    for (const [query, field, message] of cases) {
      const response = await as("hr", "GET", `${HR_LEAVES_PATH}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fieldErrors[field], query).toEqual([message]);
    }
  });

  it("is HR's and the admin's: an employee session is refused", async () => {
    expect((await as("employee", "GET", HR_LEAVES_PATH)).statusCode).toBe(403);
    expect((await as("admin", "GET", HR_LEAVES_PATH)).statusCode).toBe(200);
    const leave = await file("tanvi", "sick", "2027-02-01", "2027-02-01");
    expect((await as("employee", "POST", leaveDecisionPath(leave.id, "approve"), {})).statusCode).toBe(403);
  });
});

describe("approve and reject", () => {
  it("checks the body: a reason to reject, at most 500 characters, override true or false", async () => {
    const leave = await file("tanvi", "personal", "2027-02-08", "2027-02-08");
    for (const payload of [{}, { comment: "" }, { comment: "   " }]) {
      const response = await reject(leave.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Please give a reason for rejecting",
        fieldErrors: { comment: ["Please give a reason for rejecting"] },
      });
    }
    const long = await approve(leave.id, { comment: "x".repeat(501) });
    expect(long.json().fieldErrors).toEqual({ comment: ["Comment must be at most 500 characters"] });
    expect((await reject(leave.id, { comment: "x".repeat(501) })).json().fieldErrors).toEqual({
      comment: ["Comment must be at most 500 characters"],
    });
    expect((await approve(leave.id, { override: "yes" })).json().fieldErrors).toEqual({ override: ["Override must be true or false"] });
    const missing = await approve(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Leave request not found");
    const [row] = await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave.id));
    expect(row!.status).toBe("Pending");
  });

  it("rejects with the reason, names who decided, audits it; deciding again is a 409 and the employee sees status and comment", async () => {
    const leave = await file("employee", "personal", "2027-02-15", "2027-02-16");
    const response = await reject(leave.id, { comment: "  Audit week: please pick other dates  " });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: leave.id,
      status: "Rejected",
      comment: "Audit week: please pick other dates",
      decidedBy: "Sneha Patil",
      decidedAt: "2026-11-22T05:30:00.000Z",
    });
    const [entry] = await listAudit(ctx.database.db, { event: "leave.rejected", limit: 1 });
    expect(entry).toMatchObject({
      actorAccountId: accountIds.hr,
      subject: `leave:${leave.id}`,
      details: { leaveType: "personal", workingDays: 2 },
    });

    for (const again of [await reject(leave.id), await approve(leave.id, {}, "admin")]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("This leave request has already been decided");
    }
    const own = (await as("employee", "GET", EMPLOYEE_LEAVE_PATH)).json<LeaveRequest[]>().find((item) => item.id === leave.id);
    expect(own).toMatchObject({
      status: "Rejected",
      comment: "Audit week: please pick other dates",
      decidedAt: "2026-11-22T05:30:00.000Z",
    });
  });

  it("approves within the balance (a Sunday inside uses none) and audits it without override", async () => {
    const leave = await file("employee", "sick", "2026-11-21", "2026-11-23");
    const response = await approve(leave.id, { comment: "Get well soon" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "Approved",
      comment: "Get well soon",
      days: 3,
      workingDays: 2,
      decidedBy: "Sneha Patil",
      decidedAs: "hr",
    });
    const [entry] = await listAudit(ctx.database.db, { event: "leave.approved", limit: 1 });
    expect(entry!.subject).toBe(`leave:${leave.id}`);
    expect(entry!.details).toEqual({ employeeId: expect.any(String), leaveType: "sick", workingDays: 2, decidedAs: "hr" });
  });

  it("refuses anyone deciding their own request (403, audited, nothing changed); another HR or admin account may", async () => {
    const leave = await file("hr", "vacation", "2027-03-01", "2027-03-02");
    for (const decide of [() => approve(leave.id, { override: true }), () => reject(leave.id)]) {
      const response = await decide();
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ownRecordMessage);
    }
    const refusals = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "duty.refused"), eq(auditLog.subject, `employee:${records.hr}`)));
    expect(refusals.map((entry) => [entry.actorAccountId, entry.details])).toEqual([
      [accountIds.hr, { action: "leave_decision" }],
      [accountIds.hr, { action: "leave_decision" }],
    ]);
    const [untouched] = await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave.id));
    expect(untouched).toMatchObject({ status: "Pending", decidedByAccountId: null });
    expect(
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `leave:${leave.id}`)),
    ).toEqual([]);

    // Another HR user decides it; the admin decides the next one.
    const other = await secondHr();
    const byOther = await ctx.app.inject({ method: "POST", url: leaveDecisionPath(leave.id, "approve"), headers: other, payload: {} });
    expect(byOther.statusCode, byOther.body).toBe(200);
    expect(byOther.json()).toMatchObject({ status: "Approved", decidedBy: "Kavya Joshi" });
    const next = await file("hr", "personal", "2027-03-15", "2027-03-15");
    expect((await reject(next.id, { comment: "Audit week" }, "admin")).statusCode).toBe(200);
    // An unknown request is still a 404, before any check of whose it is.
    expect((await approve(999_998)).statusCode).toBe(404);
  });

  it("lets exactly one of two decisions sent at once through", async () => {
    for (const [first, second] of [
      [(id: number) => approve(id), (id: number) => reject(id, { comment: "Short-staffed" }, "admin")],
      [(id: number) => approve(id), (id: number) => approve(id, {}, "admin")],
    ] as const) {
      const leave = await file("tanvi", "vacation", "2027-03-10", "2027-03-10");
      const answers = await Promise.all([first(leave.id), second(leave.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json<HrLeave>();
      const [row] = await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave.id));
      expect(row!.status).toBe(winner.status);
      const entries = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, `leave:${leave.id}`)));
      expect(entries).toHaveLength(1);
      await ctx.database.db.update(leaveRequests).set({ status: "Cancelled" }).where(eq(leaveRequests.id, leave.id));
    }
  });

  it("refuses an approval beyond the balance with 409 naming it, unless override, which is audited", async () => {
    // Emergency leave: 3 days a year; Monday 16 and Tuesday 17 November are taken.
    await file("employee", "emergency", "2026-11-16", "2026-11-17", { status: "Approved" });
    const leave = await file("employee", "emergency", "2026-11-26", "2026-11-27");
    const refused = await approve(leave.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Not enough Emergency Leave balance: 1 working day left in 2026, this request needs 2 working days. Approve with override to go ahead anyway.",
    );
    const [still] = await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave.id));
    expect(still!.status).toBe("Pending");

    const forced = await approve(leave.id, { override: true, comment: "Family emergency, approved by the director" });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().status).toBe("Approved");
    const [entry] = await listAudit(ctx.database.db, { event: "leave.approved", limit: 1 });
    expect(entry).toMatchObject({
      subject: `leave:${leave.id}`,
      details: { leaveType: "emergency", workingDays: 2, override: true, remaining: 1 },
    });
  });
});

describe("a request stored before the length limit", () => {
  it("lists in no time, can be rejected, never approved; the balances stay quick", async () => {
    // Monday 23 November 2026 to 31 December 9999: 2,912,117 days, 2,496,101 of them not Sundays, less
    // the holiday on Tuesday 8 December 2026.
    const huge = await file("tanvi", "vacation", "2026-11-23", "9999-12-31");
    const started = performance.now();
    const { rows } = await list(`?employee=${records.tanvi}&status=Pending`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rows.find((row) => row.id === huge.id)).toMatchObject({ days: 2_912_117, workingDays: 2_496_100 });

    const balances = await as("hr", "GET", `/api/hr/leave-balances?employee=${records.tanvi}`);
    expect(balances.statusCode, balances.body).toBe(200);
    // Pending days of this year only: 23-30 November without Sunday 29 (7), December without its four
    // Sundays and the holiday (26).
    expect(balances.json().balances.find((balance: { leaveType: string }) => balance.leaveType === "vacation")).toMatchObject({
      pending: 33,
    });

    const approved = await approve(huge.id, { override: true }, "admin");
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe("This request is longer than 182 days (the most a leave can last): it can only be rejected");
    const rejected = await reject(huge.id, { comment: "Far too long" }, "admin");
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "Rejected", workingDays: 2_496_100 });
  });
});
