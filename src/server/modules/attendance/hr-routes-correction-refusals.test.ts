import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceCorrectionPath, type HrAttendanceRow } from "@/shared/contract/hr-attendance";
import { unpairedSurrogateMessage } from "@/shared/contract/common";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { createSession } from "../../auth/session-store";
import { attendanceRecords, auditLog, employees } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addSheetPeople, sheetRequests, type SheetAccounts, type Who } from "../../testing/attendance-sheet";
import { sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { createStaffAccount } from "../users/service";

/**
 * The attendance corrections HR's sheet refuses (hr-routes-sheet.test.ts has the sheet and the corrections that go
 * through): one's own day, a reason with half a surrogate pair, a missing reason, times out of order or in the future,
 * nobody. The same five people as the sheet's.
 */
// Tuesday 24 November 2026, 00:00 in Pune (18:30 UTC on the 23rd). Sunday is the weekly off; shift 09:00-18:00, grace 15.
let ctx: AdminTestContext;
const accounts = {} as SheetAccounts;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T18:30:00.000Z");
  await addSheetPeople(ctx, accounts);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as } = sheetRequests(() => ctx, accounts);

describe("attendance corrections", () => {
  const correct = (user: Who, date: string, payload: object, by: Who = "hr") =>
    as(by, "PUT", attendanceCorrectionPath(accounts[user].recordId, date), payload);

  it("refuses HR correcting their own attendance (403, audited, nothing stored); another HR user or the admin may", async () => {
    const db = ctx.database.db;
    const ownDay = async () =>
      (
        await db
          .select()
          .from(attendanceRecords)
          .where(and(eq(attendanceRecords.employeeRecordId, accounts.hr.recordId), eq(attendanceRecords.date, "2026-11-19")))
      )[0];
    const own = await correct("hr", "2026-11-19", { checkIn: "09:00", checkOut: "19:00", reason: "Worked late at the site" });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: ownRecordMessage });
    expect(await ownDay()).toBeUndefined();
    const [refusal] = await listAudit(db, { event: "duty.refused", limit: 1 });
    expect(refusal).toMatchObject({
      actorAccountId: accounts.hr.accountId,
      subject: `employee:${accounts.hr.recordId}`,
      details: { action: "attendance" },
    });
    expect(
      (await listAudit(db, { event: "attendance.corrected" })).filter(
        (entry) => entry.subject === `employee:${accounts.hr.recordId}` && (entry.details as { date?: string })?.date === "2026-11-19",
      ),
    ).toEqual([]);

    // Another HR user (with an employee record of her own) corrects Sneha's day; the admin may too.
    const email = `kavya.joshi@${TEST_DOMAIN}`;
    const kavya = await createStaffAccount(db, TEST_DOMAIN, { role: "hr", email, password: "Kothrud-Hr-Desk-31" }, { via: "cli" });
    // She joins in December: not on November's sheets and files (the tests below count their rows).
    await db.update(employees).set({ dateOfJoining: "2026-12-01" }).where(eq(employees.id, kavya.employeeRecordId!));
    const session = await createSession(db, kavya.id, "hr", ctx.clock.now());
    const byOther = await ctx.app.inject({
      method: "PUT",
      url: attendanceCorrectionPath(accounts.hr.recordId, "2026-11-19"),
      headers: sessionHeader("hr", session),
      payload: { checkIn: "09:00", checkOut: "19:00", reason: "Worked late at the site" },
    });
    expect(byOther.statusCode, byOther.body).toBe(200);
    expect(byOther.json<HrAttendanceRow>().correction).toMatchObject({ by: "Kavya Joshi" });
    // Kavya herself is refused on her own day.
    const kavyaOwn = await ctx.app.inject({
      method: "PUT",
      url: attendanceCorrectionPath(kavya.employeeRecordId!, "2026-11-19"),
      headers: sessionHeader("hr", session),
      payload: { checkIn: "09:00", reason: "Gate register" },
    });
    expect(kavyaOwn.statusCode).toBe(403);
    expect(
      (await correct("hr", "2026-11-19", { checkIn: "09:05", checkOut: "19:00", reason: "Gate register shows 09:05" }, "admin")).statusCode,
    ).toBe(200);
    expect(await ownDay()).toMatchObject({ correctionReason: "Gate register shows 09:05" });
  });

  it("refuses a reason holding half of a surrogate pair with 400, storing neither the correction nor an audit entry", async () => {
    const db = ctx.database.db;
    const audited = async () =>
      (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.event, "attendance.corrected"))).length;
    const corrections = async () =>
      (
        await db
          .select({ id: attendanceRecords.id })
          .from(attendanceRecords)
          .where(eq(attendanceRecords.employeeRecordId, accounts.tanvi.recordId))
      ).length;
    const before = { audited: await audited(), corrections: await corrections() };
    for (const reason of ["x \ud800", "\udc00 gate register", "Gate register \ud83d"]) {
      const response = await correct("tanvi", "2026-11-20", { checkIn: "09:00", checkOut: "18:00", reason });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual({ reason: [unpairedSurrogateMessage] });
    }
    expect({ audited: await audited(), corrections: await corrections() }).toEqual(before);
    // A whole emoji is text.
    expect((await correct("tanvi", "2026-11-16", { checkIn: "09:00", checkOut: "18:00", reason: "Gate register 👍" })).statusCode).toBe(
      200,
    );
  });

  it("refuses a correction without a reason, with times in the wrong order or in the future, or for nobody", async () => {
    const fields = async (payload: object, date = "2026-11-20") => {
      const response = await correct("employee", date, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fieldErrors;
    };
    expect(await fields({ checkIn: "09:00", checkOut: "18:00", reason: "  " })).toEqual({
      reason: ["Please give a reason for the correction"],
    });
    expect(await fields({ checkIn: "", reason: "Gate register" })).toEqual({ checkIn: ["Check-in time is required"] });
    expect(await fields({ checkIn: "18:00", checkOut: "09:00", reason: "Gate register" })).toEqual({
      checkOut: ["Check-out must be after check-in"],
    });
    expect(await fields({ checkIn: "9am", reason: "Gate register" })).toEqual({ checkIn: ["Enter a time as HH:MM (24-hour)"] });
    // The clock stands at 00:00 on the 24th in Pune.
    expect(await fields({ checkIn: "09:00", reason: "Gate register" }, "2026-11-24")).toEqual({
      checkIn: ["Times cannot be in the future"],
    });
    const outside = await correct("employee", "2026-08-01", { checkIn: "09:00", reason: "Gate register" });
    expect(outside.json().message).toBe("Choose a date within the last 90 days");
    const nobody = await as("hr", "PUT", attendanceCorrectionPath(999_999, "2026-11-20"), { checkIn: "09:00", reason: "Gate register" });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe("Employee not found");
  });
});
