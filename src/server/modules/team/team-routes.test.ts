import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH, type LeaveRequest } from "@/shared/contract/employee-portal";
import { leaveAdminMessages, type HrLeave } from "@/shared/contract/leave-admin";
import { EMPLOYEE_TEAM_PATH, managerBalanceMessage, TEAM_LEAVES_PATH, teamLeaveDecisionPath, type Team } from "@/shared/contract/team";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { attendanceRecords, leaveAllowances, leaveRequests } from "../../db/schema";
import { createSession } from "../../auth/session-store";
import { sessionHeader, SETUP_TIMEOUT } from "../../testing/helpers";
import { createTeamTestApp, type TeamTestContext } from "../../testing/team-test-app";
import { listAudit } from "../audit/store";

/** The Team view's API (docs/product.md section 9.20): today's attendance and the manager's leave decisions. */
// Monday 23 November 2026, 10:30 in Pune; the shift runs 09:00 to 18:00.
let ctx: TeamTestContext;
beforeAll(async () => {
  ctx = await createTeamTestApp("2026-11-23T05:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const decided = (daysAgo: number) => new Date(ctx.clock.now().getTime() - daysAgo * 86_400_000);
const approve = (who: Parameters<TeamTestContext["as"]>[0], id: number, payload: object = {}) =>
  ctx.as(who, "POST", teamLeaveDecisionPath(id, "approve"), payload);
const reject = (who: Parameters<TeamTestContext["as"]>[0], id: number, payload: object = { comment: "Quarter-end closing week" }) =>
  ctx.as(who, "POST", teamLeaveDecisionPath(id, "reject"), payload);

describe("GET /api/employee/team", () => {
  it("gives a manager today's status of their own active reports only, with the counts and their pending leave", async () => {
    const db = ctx.database.db;
    await db.insert(attendanceRecords).values({
      employeeRecordId: ctx.records.aarav,
      date: "2026-11-23",
      checkInAt: new Date("2026-11-23T03:35:00Z"),
      status: "Present",
      checkInAddress: "Wakad, Pune",
    });
    await ctx.file("omkar", "sick", "2026-11-23", "2026-11-24", { status: "Approved", decidedAt: decided(2) });
    await ctx.file("tanvi", "personal", "2026-12-02", "2026-12-02");
    await ctx.file("neha", "personal", "2026-12-03", "2026-12-03");
    await ctx.file("pooja", "personal", "2026-12-04", "2026-12-04");

    const response = await ctx.as("rohit", "GET", EMPLOYEE_TEAM_PATH);
    expect(response.statusCode, response.body).toBe(200);
    const team = response.json<Team>();
    expect(team.date).toBe("2026-11-23");
    expect(team.members.map(({ name, status, checkIn }) => ({ name, status, checkIn }))).toEqual([
      { name: "Aarav Deshmukh", status: "Present", checkIn: "2026-11-23T03:35:00.000Z" },
      { name: "Omkar Jadhav", status: "On Leave", checkIn: null },
      { name: "Tanvi Shinde", status: "Not checked in yet", checkIn: null },
    ]);
    expect(team.members[0]).toMatchObject({ employeeRecordId: ctx.records.aarav, department: "Sales", checkOut: null });
    expect(team.counts).toEqual({ present: 1, late: 0, notCheckedIn: 1, absent: 0, onLeave: 1, off: 0 });
    expect(team.pendingLeaves).toBe(1);

    const marketing = (await ctx.as("ananya", "GET", EMPLOYEE_TEAM_PATH)).json<Team>();
    expect(marketing.members.map((member) => member.name)).toEqual(["Ishita Bhide"]);
  });

  it("answers a person without reports with an empty team; other portals and no session are refused", async () => {
    for (const person of ["neha", "aarav", "sneha"] as const) {
      const response = await ctx.as(person, "GET", EMPLOYEE_TEAM_PATH);
      expect(response.statusCode, person).toBe(200);
      expect(response.json<Team>()).toEqual({
        date: "2026-11-23",
        members: [],
        counts: { present: 0, late: 0, notCheckedIn: 0, absent: 0, onLeave: 0, off: 0 },
        pendingLeaves: 0,
      });
    }
    expect((await ctx.app.inject({ method: "GET", url: EMPLOYEE_TEAM_PATH, headers: ctx.headers.hr })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: EMPLOYEE_TEAM_PATH })).statusCode).toBe(401);
  });
});

describe("GET /api/employee/team/leaves", () => {
  it("lists the reports' pending requests (soonest first), then those decided in the last 30 days, latest first", async () => {
    await ctx.database.db.delete(leaveRequests);
    const later = await ctx.file("tanvi", "vacation", "2026-12-14", "2026-12-15");
    const sooner = await ctx.file("aarav", "sick", "2026-11-26", "2026-11-26");
    const approved = await ctx.file("omkar", "personal", "2026-11-10", "2026-11-10", {
      status: "Approved",
      decidedAt: decided(10),
      decidedAs: "manager",
      decidedByAccountId: ctx.accounts.rohit,
    });
    const rejectedLately = await ctx.file("aarav", "personal", "2026-11-12", "2026-11-12", {
      status: "Rejected",
      decidedAt: decided(3),
      decidedAs: "hr",
      decidedByAccountId: ctx.accounts.sneha,
    });
    await ctx.file("tanvi", "personal", "2026-10-01", "2026-10-01", { status: "Rejected", decidedAt: decided(40) });
    await ctx.file("omkar", "personal", "2026-11-30", "2026-11-30", { status: "Cancelled" });
    await ctx.file("neha", "personal", "2026-11-27", "2026-11-27");
    await ctx.file("ishita", "personal", "2026-11-27", "2026-11-27");
    await ctx.file("pooja", "personal", "2026-11-27", "2026-11-27");

    const response = await ctx.as("rohit", "GET", TEAM_LEAVES_PATH);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["x-total-count"]).toBe("4");
    const rows = response.json<HrLeave[]>();
    expect(rows.map((row) => row.id)).toEqual([sooner.id, later.id, rejectedLately.id, approved.id]);
    expect(rows[0]).toMatchObject({ employeeName: "Aarav Deshmukh", status: "Pending", decidedBy: null, decidedAs: null, workingDays: 1 });
    expect(rows[2]).toMatchObject({ decidedBy: "Sneha Patil", decidedAs: "hr" });
    expect(rows[3]).toMatchObject({ decidedBy: "Rohit Pawar", decidedAs: "manager" });
    const page = await ctx.as("rohit", "GET", `${TEAM_LEAVES_PATH}?limit=1&offset=1`);
    expect(page.json<HrLeave[]>().map((row) => row.id)).toEqual([later.id]);
    expect((await ctx.as("neha", "GET", TEAM_LEAVES_PATH)).json()).toEqual([]);
    expect((await ctx.as("rohit", "GET", `${TEAM_LEAVES_PATH}?limit=0`)).statusCode).toBe(400);
  });
});

describe("the manager's decisions", () => {
  it("approves and rejects a report's request as manager, each audited in its transaction", async () => {
    const sick = await ctx.file("aarav", "sick", "2026-12-07", "2026-12-08");
    const approved = await approve("rohit", sick.id, { comment: "Get well soon" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<HrLeave>()).toMatchObject({
      status: "Approved",
      comment: "Get well soon",
      decidedBy: "Rohit Pawar",
      decidedAs: "manager",
      workingDays: 2,
    });
    const [row] = await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, sick.id));
    expect(row).toMatchObject({
      status: "Approved",
      decidedAs: "manager",
      decidedByAccountId: ctx.accounts.rohit,
      countedDates: ["2026-12-07", "2026-12-08"],
    });
    const [entry] = await listAudit(ctx.database.db, { event: "leave.approved", limit: 1 });
    expect(entry).toMatchObject({
      subject: `leave:${sick.id}`,
      actorAccountId: ctx.accounts.rohit,
      details: { leaveType: "sick", workingDays: 2, decidedAs: "manager" },
    });
    const own = (await ctx.as("aarav", "GET", EMPLOYEE_LEAVE_PATH)).json<LeaveRequest[]>().find((item) => item.id === sick.id);
    expect(own).toMatchObject({ status: "Approved", comment: "Get well soon" });

    const trip = await ctx.file("tanvi", "vacation", "2026-12-21", "2026-12-23");
    const noReason = await reject("rohit", trip.id, { comment: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.comment).toEqual([leaveAdminMessages.rejectReason]);
    const rejected = await reject("rohit", trip.id);
    expect(rejected.json<HrLeave>()).toMatchObject({ status: "Rejected", comment: "Quarter-end closing week", decidedAs: "manager" });
    const [rejection] = await listAudit(ctx.database.db, { event: "leave.rejected", limit: 1 });
    expect(rejection).toMatchObject({ subject: `leave:${trip.id}`, details: { decidedAs: "manager" } });

    const again = await approve("rohit", trip.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(leaveAdminMessages.alreadyDecided);
  });

  it("answers 404 for anyone else's request, and 403 (audited) for the manager's own", async () => {
    for (const person of ["neha", "ishita", "pooja"] as const) {
      const leave = await ctx.file(person, "personal", "2027-01-04", "2027-01-04");
      for (const response of [await approve("rohit", leave.id), await reject("rohit", leave.id)]) {
        expect(response.statusCode, person).toBe(404);
        expect(response.json().message).toBe(leaveAdminMessages.notFound);
      }
    }
    expect((await approve("rohit", 999_999)).statusCode).toBe(404);
    const reports = await ctx.file("aarav", "personal", "2027-01-05", "2027-01-05");
    expect((await approve("neha", reports.id)).statusCode).toBe(404);
    expect((await approve("ananya", reports.id)).statusCode).toBe(404);

    const own = await ctx.file("rohit", "personal", "2027-01-06", "2027-01-06");
    const refused = await approve("rohit", own.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ownRecordMessage);
    const [entry] = await listAudit(ctx.database.db, { event: "duty.refused", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${ctx.records.rohit}`, details: { action: "leave_decision" } });
    const [after] = await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, own.id));
    expect(after!.status).toBe("Pending");
    expect(
      (await ctx.app.inject({ method: "POST", url: teamLeaveDecisionPath(reports.id, "approve"), headers: ctx.headers.hr, payload: {} }))
        .statusCode,
    ).toBe(403);
  });

  it("never approves beyond the balance: that is HR's, with override", async () => {
    await ctx.database.db.insert(leaveAllowances).values({ leaveType: "emergency", days: 2, sandwich: false });
    const long = await ctx.file("omkar", "emergency", "2026-12-14", "2026-12-16");
    for (const payload of [{}, { override: true }]) {
      const response = await approve("rohit", long.id, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(managerBalanceMessage("emergency", 2026, 2, 3));
    }
    expect(managerBalanceMessage("emergency", 2026, 2, 3)).toBe(
      "Not enough Emergency Leave balance: 2 working days left in 2026, this request needs 3 working days. Only HR can approve beyond the balance: ask HR to decide this request.",
    );
    const byHr = await ctx.app.inject({
      method: "POST",
      url: `/api/hr/leaves/${long.id}/approve`,
      headers: ctx.headers.hr,
      payload: { override: true },
    });
    expect(byHr.statusCode, byHr.body).toBe(200);
    expect(byHr.json<HrLeave>()).toMatchObject({ status: "Approved", decidedAs: "hr", decidedBy: "Sneha Patil" });
  });

  it("shows a report who has not checked in as Absent once the shift has ended", async () => {
    ctx.clock.advance(7.5 * 3_600_000);
    const session = sessionHeader("employee", await createSession(ctx.database.db, ctx.accounts.rohit, "employee", ctx.clock.now()));
    const team = (await ctx.app.inject({ method: "GET", url: EMPLOYEE_TEAM_PATH, headers: session })).json<Team>();
    // Omkar's leave of today went with the list test's clean slate.
    expect(team.members.map(({ name, status }) => [name, status])).toEqual([
      ["Aarav Deshmukh", "Present"],
      ["Omkar Jadhav", "Absent"],
      ["Tanvi Shinde", "Absent"],
    ]);
    expect(team.counts).toMatchObject({ present: 1, notCheckedIn: 0, absent: 2 });
  });
});
