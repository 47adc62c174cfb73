import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "@/shared/contract/common";
import { hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import {
  EMPLOYEE_CORRECTIONS_PATH,
  HR_CORRECTIONS_PATH,
  hrCorrectionDecisionPath,
  regularisationMessages,
  teamCorrectionDecisionPath,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { createSession } from "../../auth/session-store";
import { auditLog, employees } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addSheetPeople, sheetRequests, type SheetAccounts, type Who } from "../../testing/attendance-sheet";
import { sessionHeader, SETUP_TIMEOUT } from "../../testing/helpers";

/**
 * HR's desk for correction requests (docs/product.md section 9.20): the list, decisions on any request, the
 * override of a manager's rejection, and nobody deciding their own. Omkar manages Aarav ("employee").
 * Monday 23 November 2026, 09:10 in Pune.
 */
let ctx: AdminTestContext;
const accounts = {} as SheetAccounts;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  await addSheetPeople(ctx, accounts);
  await ctx.database.db
    .update(employees)
    .set({ reportingManagerId: accounts.omkar.recordId })
    .where(eq(employees.id, accounts.employee.recordId));
  ids.aaravMonday = await file("employee", "2026-11-16");
  ids.aaravTuesday = await file("employee", "2026-11-17");
  ids.tanviMonday = await file("tanvi", "2026-11-16");
  ids.tanviTuesday = await file("tanvi", "2026-11-17");
  ids.hrOwn = await file("hr", "2026-11-16");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as, day, rowOf } = sheetRequests(() => ctx, accounts);

/** A request through the employee portal (Sneha, HR, too: her employee session). */
async function file(who: Who, date: string): Promise<number> {
  ctx.clock.advance(60_000);
  const session = await createSession(ctx.database.db, accounts[who].accountId, "employee", ctx.clock.now());
  const payload = { date, checkIn: "09:05", checkOut: "18:05", reason: "Checked in on the gate register at the Baner office" };
  const response = await ctx.app.inject({
    method: "POST",
    url: EMPLOYEE_CORRECTIONS_PATH,
    headers: sessionHeader("employee", session),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Regularisation>().id;
}
const decide = (who: Who, id: number, decision: "approve" | "reject", payload: object = {}) =>
  as(who, "POST", hrCorrectionDecisionPath(id, decision), payload);
const hrList = async (query = "") => {
  const response = await as("hr", "GET", `${HR_CORRECTIONS_PATH}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe("HR's list", () => {
  it("holds everyone's requests, Pending first and the longest waiting first; filters by status and searches names", async () => {
    const all = await hrList();
    expect(all.json<Regularisation[]>().map((request) => request.id)).toEqual([
      ids.aaravMonday,
      ids.aaravTuesday,
      ids.tanviMonday,
      ids.tanviTuesday,
      ids.hrOwn,
    ]);
    expect(all.headers[TOTAL_COUNT_HEADER]).toBe("5");
    const tanvi = await hrList("?q=tanvi");
    expect(tanvi.json<Regularisation[]>().map((request) => request.employeeName)).toEqual(["Tanvi Shinde", "Tanvi Shinde"]);
    expect((await hrList("?status=Approved")).json()).toEqual([]);
    const bad = await as("hr", "GET", `${HR_CORRECTIONS_PATH}?status=Done`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(regularisationMessages.status);
  });

  it("is for HR and the admin only", async () => {
    expect((await as("admin", "GET", HR_CORRECTIONS_PATH)).statusCode).toBe(200);
    expect((await as("employee", "GET", HR_CORRECTIONS_PATH)).statusCode).toBe(403);
    expect((await as("omkar", "POST", hrCorrectionDecisionPath(ids.aaravMonday!, "approve"), {})).statusCode).toBe(403);
  });
});

describe("HR's decisions", () => {
  it("rejects only with a reason, as HR", async () => {
    const blank = await decide("hr", ids.tanviTuesday!, "reject", { comment: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: regularisationMessages.rejectReason,
      fieldErrors: { comment: [regularisationMessages.rejectReason] },
    });
    const rejected = await decide("hr", ids.tanviTuesday!, "reject", { comment: "The gate register shows no entry" });
    expect(rejected.json()).toMatchObject({
      status: "Rejected",
      decidedAs: "hr",
      decidedBy: "Sneha Patil",
      comment: "The gate register shows no entry",
    });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, "attendance.correction_rejected"));
    expect(entry).toMatchObject({ actorAccountId: accounts.hr.accountId, details: { decidedAs: "hr", date: "2026-11-17" } });
  });

  it("approves any pending request: the day takes the asked times (Present)", async () => {
    expect(rowOf(await day("2026-11-16"), "tanvi")).toMatchObject({ status: "Absent", checkIn: null });
    const approved = await decide("hr", ids.tanviMonday!, "approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "Approved", decidedAs: "hr", decidedBy: "Sneha Patil", comment: null });
    // 09:05 and 18:05 IST: within the grace, so Present.
    expect(rowOf(await day("2026-11-16"), "tanvi")).toMatchObject({
      status: "Present",
      checkIn: "2026-11-16T03:35:00.000Z",
      checkOut: "2026-11-16T12:35:00.000Z",
    });
    const again = await decide("hr", ids.tanviMonday!, "approve");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(regularisationMessages.alreadyDecided);
  });

  it("overrides a manager's rejection only when asked to, audited as an override; never HR's own rejection", async () => {
    const managerRejects = await as("omkar", "POST", teamCorrectionDecisionPath(ids.aaravMonday!, "reject"), {
      comment: "Not at the site that day",
    });
    expect(managerRejects.json()).toMatchObject({ status: "Rejected", decidedAs: "manager" });

    const unasked = await decide("hr", ids.aaravMonday!, "approve");
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json().message).toBe(regularisationMessages.alreadyDecided);
    const badFlag = await decide("hr", ids.aaravMonday!, "approve", { override: "yes" });
    expect(badFlag.json()).toMatchObject({ fieldErrors: { override: [regularisationMessages.override] } });

    const overridden = await decide("hr", ids.aaravMonday!, "approve", { override: true, comment: "The site log shows him there" });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json()).toMatchObject({
      status: "Approved",
      decidedAs: "hr",
      decidedBy: "Sneha Patil",
      comment: "The site log shows him there",
    });
    expect(rowOf(await day("2026-11-16"), "employee")).toMatchObject({ status: "Present", checkIn: "2026-11-16T03:35:00.000Z" });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "attendance.correction_approved"), eq(auditLog.subject, `correction:${ids.aaravMonday}`)));
    expect(entry).toMatchObject({
      actorAccountId: accounts.hr.accountId,
      details: {
        decidedAs: "hr",
        override: true,
        overridden: { decidedByAccountId: accounts.omkar.accountId, comment: "Not at the site that day" },
      },
    });
    // A request HR rejected stays rejected, override or not; so does a pending one's approval stay a plain one.
    expect((await decide("hr", ids.tanviTuesday!, "approve", { override: true })).statusCode).toBe(409);
    expect((await decide("admin", ids.aaravTuesday!, "approve", { override: true })).json()).toMatchObject({
      status: "Approved",
      decidedAs: "hr",
      decidedBy: "Meera Iyer",
    });
    const [plain] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "attendance.correction_approved"), eq(auditLog.subject, `correction:${ids.aaravTuesday}`)));
    expect(plain!.details).not.toHaveProperty("override");
  });

  it("never lets HR decide her own request: 403, audited, still pending; another HR user or the admin may", async () => {
    for (const decision of ["approve", "reject"] as const) {
      const response = await decide("hr", ids.hrOwn!, decision, { comment: "Mine" });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ownRecordMessage);
    }
    const refusals = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "duty.refused"), eq(auditLog.actorAccountId, accounts.hr.accountId)));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({ subject: `employee:${accounts.hr.recordId}`, details: { action: "attendance" } });
    expect((await hrList("?status=Pending")).json<Regularisation[]>().map((request) => request.id)).toEqual([ids.hrOwn]);
    expect((await decide("admin", ids.hrOwn!, "approve")).json()).toMatchObject({ status: "Approved", decidedBy: "Meera Iyer" });
  });

  it("leaves a request pending when its correction is refused (beyond HR's 90 days)", async () => {
    const late = await file("tanvi", "2026-11-20");
    ctx.clock.advance(88 * 24 * 60 * 60 * 1000);
    const response = await decide("hr", late, "approve");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(hrAttendanceMessages.window);
    expect((await hrList("?status=Pending")).json<Regularisation[]>().map((request) => request.id)).toEqual([late]);
    expect(
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.event, "attendance.correction_approved"), eq(auditLog.subject, `correction:${late}`))),
    ).toEqual([]);
    // It can still be rejected.
    expect((await decide("hr", late, "reject", { comment: "Too late to correct" })).json()).toMatchObject({ status: "Rejected" });
  });
});
