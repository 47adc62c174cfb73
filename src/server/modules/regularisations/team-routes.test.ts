import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  correctionCancelPath,
  EMPLOYEE_CORRECTIONS_PATH,
  HR_CORRECTIONS_PATH,
  regularisationMessages,
  TEAM_CORRECTIONS_PATH,
  teamCorrectionDecisionPath,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { createSession } from "../../auth/session-store";
import { attendanceRecords, auditLog, employees } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addSheetPeople, sheetRequests, type SheetAccounts, type Who } from "../../testing/attendance-sheet";
import { sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { createStaffAccount } from "../users/service";

/**
 * A reporting manager's first decision on their direct reports' correction requests (docs/product.md section
 * 9.20). Omkar manages Aarav ("employee") and Tanvi; Sneha ("hr") and Vivek report to no one he manages.
 * Monday 23 November 2026, 09:10 in Pune; shift 09:00-18:00, grace 15 minutes.
 */
let ctx: AdminTestContext;
const accounts = {} as SheetAccounts;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  await addSheetPeople(ctx, accounts);
  const db = ctx.database.db;
  for (const report of ["employee", "tanvi"] as const) {
    await db.update(employees).set({ reportingManagerId: accounts.omkar.recordId }).where(eq(employees.id, accounts[report].recordId));
  }
  // Vivek's manager is Tanvi: not Omkar's report.
  const vivek = await createStaffAccount(
    db,
    TEST_DOMAIN,
    { role: "employee", email: `vivek.kulkarni@${TEST_DOMAIN}`, password: "Kharadi-Site-2026" },
    { via: "cli" },
  );
  await db.update(employees).set({ reportingManagerId: accounts.tanvi.recordId }).where(eq(employees.id, vivek.employeeRecordId!));
  const file = async (who: Who, date: string, checkOut = "18:00") => {
    const response = await as(who, "POST", EMPLOYEE_CORRECTIONS_PATH, {
      date,
      checkIn: "09:00",
      checkOut,
      reason: "Site visit at Wakad, forgot to check in",
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Regularisation>().id;
  };
  ids.aaravFriday = await file("employee", "2026-11-20");
  ids.aaravThursday = await file("employee", "2026-11-19");
  ids.aaravCancelled = await file("employee", "2026-11-18");
  expect((await as("employee", "POST", correctionCancelPath(ids.aaravCancelled))).statusCode).toBe(200);
  ids.tanvi = await file("tanvi", "2026-11-20");
  ids.omkarOwn = await file("omkar", "2026-11-20");
  // Sneha is HR and an employee: she asks through the employee portal.
  const session = await createSession(db, accounts.hr.accountId, "employee", ctx.clock.now());
  const own = await ctx.app.inject({
    method: "POST",
    url: EMPLOYEE_CORRECTIONS_PATH,
    headers: sessionHeader("employee", session),
    payload: { date: "2026-11-20", checkIn: "09:00", reason: "Forgot to check in" },
  });
  expect(own.statusCode, own.body).toBe(201);
  ids.hr = own.json<Regularisation>().id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as, checkedIn, day, rowOf } = sheetRequests(() => ctx, accounts);

const decide = (who: Who, id: number, decision: "approve" | "reject", payload: object = {}) =>
  as(who, "POST", teamCorrectionDecisionPath(id, decision), payload);
const list = async (who: Who) => {
  const response = await as(who, "GET", TEAM_CORRECTIONS_PATH);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Regularisation[]>();
};

describe("a manager's list", () => {
  it("holds only the pending requests of the manager's own direct reports", async () => {
    const omkar = await list("omkar");
    expect(omkar.map((request) => request.id).sort()).toEqual([ids.aaravFriday, ids.aaravThursday, ids.tanvi].sort());
    expect(omkar.every((request) => request.status === "Pending")).toBe(true);
    // Tanvi manages Vivek, who has asked for nothing; Aarav manages no one.
    expect(await list("tanvi")).toEqual([]);
    expect(await list("employee")).toEqual([]);
  });

  it("leaves a report out once they are no longer active", async () => {
    const db = ctx.database.db;
    await db.update(employees).set({ isActive: false, deactivatedAt: ctx.clock.now() }).where(eq(employees.id, accounts.tanvi.recordId));
    expect((await list("omkar")).map((request) => request.id)).not.toContain(ids.tanvi);
    expect((await decide("omkar", ids.tanvi!, "approve")).statusCode).toBe(404);
    await db.update(employees).set({ isActive: true, deactivatedAt: null }).where(eq(employees.id, accounts.tanvi.recordId));
  });
});

describe("a manager's decision", () => {
  it("is only for a direct report's request: anyone else's, or none, is not found", async () => {
    for (const [who, id] of [
      ["omkar", ids.hr],
      ["tanvi", ids.aaravFriday],
      ["employee", ids.tanvi],
      ["omkar", 999999],
    ] as const) {
      const response = await decide(who, id!, "approve");
      expect(response.statusCode, `${who} ${id}`).toBe(404);
      expect(response.json().message).toBe(regularisationMessages.notFound);
    }
    expect(
      (await as("hr", "GET", `${HR_CORRECTIONS_PATH}?status=Pending`)).json<Regularisation[]>().map((request) => request.id),
    ).toContain(ids.tanvi);
  });

  it("never decides one's own request: 403, audited", async () => {
    const response = await decide("omkar", ids.omkarOwn!, "approve");
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ownRecordMessage);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "duty.refused"), eq(auditLog.actorAccountId, accounts.omkar.accountId)));
    expect(entry).toMatchObject({ subject: `employee:${accounts.omkar.recordId}`, details: { action: "attendance" } });
  });

  it("rejects only with a reason, audited as the manager's", async () => {
    const blank = await decide("omkar", ids.aaravThursday!, "reject", { comment: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { comment: [regularisationMessages.rejectReason] } });
    expect((await decide("omkar", ids.aaravThursday!, "reject", {})).statusCode).toBe(400);
    const long = await decide("omkar", ids.aaravThursday!, "reject", { comment: "x".repeat(501) });
    expect(long.json()).toMatchObject({ fieldErrors: { comment: [regularisationMessages.comment] } });

    const rejected = await decide("omkar", ids.aaravThursday!, "reject", { comment: "You were on leave that day" });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: "Rejected",
      decidedBy: "Omkar Jadhav",
      decidedAs: "manager",
      comment: "You were on leave that day",
      decidedAt: ctx.clock.now().toISOString(),
    });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, "attendance.correction_rejected"));
    expect(entry).toMatchObject({
      actorAccountId: accounts.omkar.accountId,
      subject: `correction:${ids.aaravThursday}`,
      details: {
        employeeRecordId: accounts.employee.recordId,
        date: "2026-11-19",
        decidedAs: "manager",
        comment: "You were on leave that day",
      },
    });
    // Nothing changed on the day.
    expect(await ctx.database.db.select().from(attendanceRecords).where(eq(attendanceRecords.date, "2026-11-19"))).toEqual([]);
    const again = await decide("omkar", ids.aaravThursday!, "approve");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(regularisationMessages.alreadyDecided);
  });

  it("approves: the correction is applied as HR's (the day turns Present for HR), with both audit entries", async () => {
    // Aarav had checked in late and never out.
    await checkedIn("employee", "2026-11-20", "09:40", null);
    expect(rowOf(await day("2026-11-20"), "employee")).toMatchObject({ status: "Late", missedCheckOut: true });
    ctx.clock.advance(60_000);

    const approved = await decide("omkar", ids.aaravFriday!, "approve", { comment: "Confirmed with the site team" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "Approved",
      decidedBy: "Omkar Jadhav",
      decidedAs: "manager",
      comment: "Confirmed with the site team",
      // 09:00 and 18:00 IST.
      currentCheckIn: "2026-11-20T03:30:00.000Z",
      currentCheckOut: "2026-11-20T12:30:00.000Z",
    });
    const row = rowOf(await day("2026-11-20"), "employee");
    expect(row).toMatchObject({
      status: "Present",
      missedCheckOut: false,
      checkIn: "2026-11-20T03:30:00.000Z",
      checkOut: "2026-11-20T12:30:00.000Z",
      hoursWorked: 9,
    });
    expect(row.correction).toMatchObject({ by: "Omkar Jadhav", reason: "Site visit at Wakad, forgot to check in" });

    const db = ctx.database.db;
    const [decision] = await db.select().from(auditLog).where(eq(auditLog.event, "attendance.correction_approved"));
    expect(decision).toMatchObject({
      actorAccountId: accounts.omkar.accountId,
      subject: `correction:${ids.aaravFriday}`,
      details: { date: "2026-11-20", decidedAs: "manager" },
    });
    const [corrected] = await db.select().from(auditLog).where(eq(auditLog.event, "attendance.corrected"));
    expect(corrected).toMatchObject({
      actorAccountId: accounts.omkar.accountId,
      subject: `employee:${accounts.employee.recordId}`,
      details: {
        date: "2026-11-20",
        request: ids.aaravFriday,
        before: { checkIn: "2026-11-20T04:10:00.000Z", checkOut: null },
        after: { checkIn: "2026-11-20T03:30:00.000Z", checkOut: "2026-11-20T12:30:00.000Z" },
      },
    });
    // Both see the outcome: Aarav in his list, Omkar among the recently decided.
    const mine = (await as("employee", "GET", EMPLOYEE_CORRECTIONS_PATH)).json<Regularisation[]>();
    expect(mine.find((request) => request.id === ids.aaravFriday)).toMatchObject({
      status: "Approved",
      decidedAs: "manager",
      decidedBy: "Omkar Jadhav",
    });
    const team = await list("omkar");
    expect(team.map((request) => [request.id, request.status])).toEqual([
      [ids.tanvi, "Pending"],
      [ids.aaravFriday, "Approved"],
      [ids.aaravThursday, "Rejected"],
    ]);
  });

  it("keeps decided requests on the list for 30 days", async () => {
    ctx.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await list("omkar")).map((request) => request.id)).toEqual([ids.tanvi]);
  });

  it("is for the employee portal: an HR session is refused", async () => {
    expect((await as("hr", "GET", TEAM_CORRECTIONS_PATH)).statusCode).toBe(403);
    expect((await as("admin", "POST", teamCorrectionDecisionPath(ids.tanvi!, "approve"), {})).statusCode).toBe(403);
  });
});
