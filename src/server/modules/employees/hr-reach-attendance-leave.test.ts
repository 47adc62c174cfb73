import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceCorrectionPath, hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import { HR_LEAVES_PATH, hrLeaveCancelPath, leaveAdminMessages, leaveDecisionPath, type HrLeave } from "@/shared/contract/leave-admin";
import {
  EMPLOYEE_CORRECTIONS_PATH,
  HR_CORRECTIONS_PATH,
  hrCorrectionDecisionPath,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { createSession } from "../../auth/session-store";
import { leaveRequests, staffAccounts } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addSheetPeople, sheetRequests, type SheetAccounts, type Who } from "../../testing/attendance-sheet";
import { sessionHeader, SETUP_TIMEOUT } from "../../testing/helpers";
import { hrReachMessages } from "./hr-reach";

/**
 * HR's reach over an admin account's attendance and leave (the rule: modules/employees/hr-reach.ts; docs/product.md
 * section 9.9): both move the admin's pay, which HR does not see, so in the HR desks HR may not correct an admin
 * account's day, decide its correction requests, or decide or cancel its leave; another admin may, never the admin
 * on their own. HR's lists show those rows marked `adminAccount`. Omkar (with an employee record) is made an admin
 * here; the seeded admin, without one, is the other admin.
 * Tuesday 24 November 2026, 11:00 in Pune.
 */
let ctx: AdminTestContext;
const accounts = {} as SheetAccounts;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-24T05:30:00.000Z");
  await addSheetPeople(ctx, accounts);
  await ctx.database.db.update(staffAccounts).set({ role: "admin" }).where(eq(staffAccounts.id, accounts.omkar.accountId));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const { as, day, rowOf } = sheetRequests(() => ctx, accounts);
/** Omkar in the HR desks with an admin session: deciding his own. */
async function asOmkar(method: "POST" | "PUT", url: string, payload: object) {
  const session = await createSession(ctx.database.db, accounts.omkar.accountId, "admin", ctx.clock.now());
  return ctx.app.inject({ method, url, headers: sessionHeader("admin", session), payload });
}

async function fileLeave(who: Who, leaveType: "unpaid" | "vacation", status: "Pending" | "Approved" = "Pending") {
  const [row] = await ctx.database.db
    .insert(leaveRequests)
    .values({
      employeeRecordId: accounts[who].recordId,
      leaveType,
      startDate: "2026-12-01",
      endDate: "2026-12-02",
      reason: "Family function in Satara",
      status,
    })
    .returning();
  return row!.id;
}
const statusOf = async (id: number) => (await ctx.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!.status;

describe("HR's reach over an admin account's attendance", () => {
  const correction = { checkIn: "09:00", checkOut: "18:00", reason: "Forgot to check in at the Baner office" };

  it("HR correcting an admin account's day: 403 with the message, the day unchanged; another admin corrects it", async () => {
    const refused = await as("hr", "PUT", attendanceCorrectionPath(accounts.omkar.recordId, "2026-11-23"), correction);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ message: hrAttendanceMessages.adminAccount });
    expect(hrReachMessages.attendance).toBe("HR may not change the attendance of an admin account: another admin can");
    expect(rowOf(await day("2026-11-23"), "omkar")).toMatchObject({
      checkIn: null,
      status: "Absent",
      correction: null,
      adminAccount: true,
    });

    const own = await asOmkar("PUT", attendanceCorrectionPath(accounts.omkar.recordId, "2026-11-23"), correction);
    expect(own.json()).toEqual({ message: ownRecordMessage });
    const byAdmin = await as("admin", "PUT", attendanceCorrectionPath(accounts.omkar.recordId, "2026-11-23"), correction);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: "Present", correction: { reason: correction.reason } });
  });

  it("HR still corrects an employee's day, whose row is not an admin account's", async () => {
    const corrected = await as("hr", "PUT", attendanceCorrectionPath(accounts.tanvi.recordId, "2026-11-23"), correction);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ status: "Present", adminAccount: false });
  });

  it("HR deciding an admin account's correction request: 403, still pending; another admin approves it", async () => {
    const session = await createSession(ctx.database.db, accounts.omkar.accountId, "employee", ctx.clock.now());
    const filed = await ctx.app.inject({
      method: "POST",
      url: EMPLOYEE_CORRECTIONS_PATH,
      headers: sessionHeader("employee", session),
      payload: { date: "2026-11-20", checkIn: "09:05", checkOut: "18:05", reason: "Checked in on the gate register" },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json<Regularisation>().id;
    for (const decision of ["approve", "reject"] as const) {
      const refused = await as("hr", "POST", hrCorrectionDecisionPath(id, decision), { comment: "Not on the register" });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({ message: hrAttendanceMessages.adminAccount });
    }
    const listed = (await as("hr", "GET", HR_CORRECTIONS_PATH)).json<Regularisation[]>().find((request) => request.id === id);
    expect(listed).toMatchObject({ status: "Pending", adminAccount: true });

    expect((await asOmkar("POST", hrCorrectionDecisionPath(id, "approve"), {})).json()).toEqual({ message: ownRecordMessage });
    const approved = await as("admin", "POST", hrCorrectionDecisionPath(id, "approve"), {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "Approved" });
  });
});

describe("HR's reach over an admin account's leave", () => {
  it("HR approving an admin account's unpaid leave: 403 with the message, still pending; another admin approves it, not the admin", async () => {
    const id = await fileLeave("omkar", "unpaid");
    const refused = await as("hr", "POST", leaveDecisionPath(id, "approve"), {});
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ message: leaveAdminMessages.adminAccount });
    expect(hrReachMessages.leave).toBe("HR may not decide or cancel the leave of an admin account: another admin can");
    expect((await as("hr", "POST", leaveDecisionPath(id, "reject"), { comment: "Quarter-end closing week" })).statusCode).toBe(403);
    expect(await statusOf(id)).toBe("Pending");
    const listed = (await as("hr", "GET", HR_LEAVES_PATH)).json<HrLeave[]>().find((leave) => leave.id === id);
    expect(listed).toMatchObject({ status: "Pending", adminAccount: true });

    const own = await asOmkar("POST", leaveDecisionPath(id, "approve"), {});
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json()).toEqual({ message: ownRecordMessage });
    const approved = await as("admin", "POST", leaveDecisionPath(id, "approve"), {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "Approved", adminAccount: true });
  });

  it("HR cancelling an admin account's approved leave: 403, still approved", async () => {
    const id = await fileLeave("omkar", "vacation", "Approved");
    const refused = await as("hr", "POST", hrLeaveCancelPath(id), { reason: "Needed at the site visit" });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ message: leaveAdminMessages.adminAccount });
    expect(await statusOf(id)).toBe("Approved");
  });

  it("HR still decides an employee's leave", async () => {
    const id = await fileLeave("tanvi", "unpaid");
    const approved = await as("hr", "POST", leaveDecisionPath(id, "approve"), {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "Approved", adminAccount: false });
  });
});
