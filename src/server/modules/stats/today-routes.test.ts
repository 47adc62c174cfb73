import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryRepliedPath } from "@/shared/contract/admin";
import type { EmployeeCreated } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH } from "@/shared/contract/hr";
import { ADMIN_TODAY_PATH, HR_TODAY_PATH } from "@/shared/contract/today";
import {
  attendanceRecords,
  attendanceRegularisations,
  employees,
  inquiries,
  leaveRequests,
  payrollRuns,
  staffAccounts,
} from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";

// 1 December 2026, 00:30 in Pune, still 30 November in UTC: today is 1 December, yesterday 30 November, and
// the month that should be finalised by now is November.
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-30T19:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const get = async (url: string, headers: Record<string, string>) => {
  const response = await ctx.app.inject({ method: "GET", url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const nothingPaid = { lastMonth: "2026-11", lastMonthFinalised: false, unpaidMonths: 0, firstUnpaidMonth: null };

describe("GET /api/hr/stats/today and /api/admin/stats/today", () => {
  it("counts what needs doing from the data", async () => {
    // The seeded hr and employee records have neither bank details nor a UAN (PF members by default).
    const empty = {
      today: "2026-12-01",
      yesterday: "2026-11-30",
      pendingLeaves: 0,
      pendingCorrections: 0,
      missedCheckOuts: 0,
      payroll: nothingPaid,
      missingBankDetails: 2,
      missingUan: 2,
    };
    expect(await get(HR_TODAY_PATH, ctx.headers.hr)).toEqual(empty);
    // The admin's list holds HR's items too (the admin acts on them from the HR dashboard).
    expect(await get(ADMIN_TODAY_PATH, ctx.headers.admin)).toEqual({
      ...empty,
      hrUserLeaves: 0,
      hrUserCorrections: 0,
      unrepliedInquiries: 0,
    });

    const db = ctx.database.db;
    const complete = { accountNumberEncrypted: "v1:sealed", ifscCode: "HDFC0001234", bankName: "HDFC Bank", uan: "100200300400" };
    await db.update(employees).set(complete);
    const hire = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: "POST", url: HR_EMPLOYEES_PATH, headers: ctx.headers.hr, payload });
    const form = { department: "Sales", position: "Sales Executive", joinDate: "2026-11-02", salary: 40_000 };
    const kiran = (await hire({ ...form, name: "Kiran Jadhav", email: `kiran.jadhav@${TEST_DOMAIN}` })).json<EmployeeCreated>().employee;
    const nikhil = (
      await hire({ ...form, name: "Nikhil Shinde", email: `nikhil.shinde@${TEST_DOMAIN}`, status: "Inactive" })
    ).json<EmployeeCreated>().employee;
    // Kiran: no bank details, a PF member without a UAN. Nikhil lacks both but is inactive: not counted.
    await db.update(employees).set({ pfMember: true }).where(eq(employees.id, kiran.id));
    await db.update(employees).set({ pfMember: true, accountNumberEncrypted: null, uan: null }).where(eq(employees.id, nikhil.id));
    // Another: a blank IFSC code is missing bank details; no UAN but not a PF member: no UAN needed.
    const otherId = (await db.select({ id: employees.id }).from(employees).where(eq(employees.email, people.employee.email)))[0]!.id;
    await db.update(employees).set({ ifscCode: "  ", pfMember: false, uan: null }).where(eq(employees.id, otherId));

    const leave = (status: "Pending" | "Approved" | "Rejected") => ({
      employeeRecordId: kiran.id,
      leaveType: "sick" as const,
      startDate: "2026-12-03",
      endDate: "2026-12-04",
      reason: "Fever and a doctor's advice to rest.",
      status,
    });
    await db.insert(leaveRequests).values([leave("Pending"), leave("Pending"), leave("Approved"), leave("Rejected")]);
    // Correction requests: three pending (two people), one decided, one cancelled.
    const correction = (employeeRecordId: number, date: string, status: "Pending" | "Approved" | "Cancelled") => ({
      employeeRecordId,
      date,
      checkIn: "09:00",
      checkOut: null,
      reason: "Forgot to check in",
      status,
    });
    await db
      .insert(attendanceRegularisations)
      .values([
        correction(kiran.id, "2026-11-27", "Pending"),
        correction(kiran.id, "2026-11-28", "Pending"),
        correction(otherId, "2026-11-27", "Pending"),
        correction(otherId, "2026-11-26", "Approved"),
        correction(otherId, "2026-11-25", "Cancelled"),
      ]);

    const checkIn = (employeeRecordId: number, date: string, checkOutAt: Date | null) => ({
      employeeRecordId,
      date,
      status: "Present" as const,
      checkInAt: new Date(`${date}T03:45:00Z`),
      checkOutAt,
      checkInAddress: "Baner, Pune",
    });
    await db.insert(attendanceRecords).values([
      // Yesterday without a check-out: the one missed check-out.
      checkIn(kiran.id, "2026-11-30", null),
      // Yesterday, checked out: done.
      checkIn(otherId, "2026-11-30", new Date("2026-11-30T12:30:00Z")),
      // Today's open check-in is a working day in progress; the day before yesterday is not yesterday.
      checkIn(otherId, "2026-12-01", null),
      checkIn(kiran.id, "2026-11-29", null),
    ]);

    const run = (month: string, paidOn: string | null) => ({ month, finalisedAt: new Date(`${month}-28T10:00:00Z`), snapshot: {}, paidOn });
    await db.insert(payrollRuns).values([run("2026-09", "2026-10-01"), run("2026-10", null)]);

    const rows = await db
      .insert(inquiries)
      .values(
        [1, 2, 3].map((n) => ({
          name: `Visitor ${n}`,
          email: `visitor${n}@example.in`,
          phone: "9822012345",
          subject: "general",
          message: "Please call me back.",
        })),
      )
      .returning({ id: inquiries.id });
    await ctx.asAdmin({ method: "POST", url: inquiryRepliedPath(rows[0]!.id) });

    // November not finalised; October finalised and not paid.
    const octoberUnpaid = { lastMonth: "2026-11", lastMonthFinalised: false, unpaidMonths: 1, firstUnpaidMonth: "2026-10" };
    const expected = {
      today: "2026-12-01",
      yesterday: "2026-11-30",
      pendingLeaves: 2,
      pendingCorrections: 3,
      missedCheckOuts: 1,
      payroll: octoberUnpaid,
      // Kiran (no bank details at all) and the blank IFSC code.
      missingBankDetails: 2,
      // Kiran only.
      missingUan: 1,
    };
    expect(await get(HR_TODAY_PATH, ctx.headers.hr)).toEqual(expected);
    // The admin reaches HR's dashboard and its list too.
    expect(await get(HR_TODAY_PATH, ctx.headers.admin)).toEqual(expected);
    // Three inquiries, one replied; no request is the HR user's.
    expect(await get(ADMIN_TODAY_PATH, ctx.headers.admin)).toEqual({
      ...expected,
      hrUserLeaves: 0,
      hrUserCorrections: 0,
      unrepliedInquiries: 2,
    });

    // November finalised: the month is done, and now two finalised months wait to be marked paid.
    await db.insert(payrollRuns).values(run("2026-11", null));
    expect((await get(HR_TODAY_PATH, ctx.headers.hr)).payroll).toEqual({
      lastMonth: "2026-11",
      lastMonthFinalised: true,
      unpaidMonths: 2,
      firstUnpaidMonth: "2026-10",
    });
  });

  it("counts for the admin the requests of the only HR user, which no HR user can decide (separation of duties)", async () => {
    const db = ctx.database.db;
    const recordOf = async (email: string) =>
      (await db.select({ id: employees.id }).from(employees).where(eq(employees.email, email)))[0]!.id;
    const hrRecord = await recordOf(people.hr.email);
    const employeeRecord = await recordOf(people.employee.email);
    const before = await get(ADMIN_TODAY_PATH, ctx.headers.admin);
    const leave = (employeeRecordId: number, status: "Pending" | "Approved" | "Cancelled") => ({
      employeeRecordId,
      leaveType: "vacation" as const,
      startDate: "2026-12-14",
      endDate: "2026-12-15",
      reason: "Sister's wedding in Satara.",
      status,
    });
    // The HR user's: two pending, one approved, one cancelled; the employee's pending one is any HR user's to decide.
    await db
      .insert(leaveRequests)
      .values([
        leave(hrRecord, "Pending"),
        leave(hrRecord, "Pending"),
        leave(hrRecord, "Approved"),
        leave(hrRecord, "Cancelled"),
        leave(employeeRecord, "Pending"),
      ]);
    const correction = (employeeRecordId: number, date: string, status: "Pending" | "Approved") => ({
      employeeRecordId,
      date,
      checkIn: "09:15",
      checkOut: "18:00",
      reason: "Checked in at the client's site",
      status,
    });
    await db
      .insert(attendanceRegularisations)
      .values([
        correction(hrRecord, "2026-11-24", "Pending"),
        correction(hrRecord, "2026-11-23", "Approved"),
        correction(employeeRecord, "2026-11-24", "Pending"),
      ]);

    const counts = async () => {
      const today = await get(ADMIN_TODAY_PATH, ctx.headers.admin);
      return {
        hrUserLeaves: today.hrUserLeaves,
        hrUserCorrections: today.hrUserCorrections,
        pendingLeaves: today.pendingLeaves,
        pendingCorrections: today.pendingCorrections,
      };
    };
    // Every pending request is also in HR's counts: three more leave requests, two more corrections.
    const pending = { pendingLeaves: before.pendingLeaves + 3, pendingCorrections: before.pendingCorrections + 2 };
    expect(await counts()).toEqual({ hrUserLeaves: 2, hrUserCorrections: 1, ...pending });

    // A second active HR user can decide them: nothing waits for the admin alone.
    const [other] = await db
      .insert(staffAccounts)
      .values({ email: `meera.kulkarni@${TEST_DOMAIN}`, name: "Meera Kulkarni", passwordHash: "not-a-hash", role: "hr" })
      .returning({ id: staffAccounts.id });
    expect(await counts()).toEqual({ hrUserLeaves: 0, hrUserCorrections: 0, ...pending });
    // Their login closed: the admin alone again.
    await db.update(staffAccounts).set({ isActive: false }).where(eq(staffAccounts.id, other!.id));
    expect(await counts()).toEqual({ hrUserLeaves: 2, hrUserCorrections: 1, ...pending });
  });

  it("is HR's or the admin's by path", async () => {
    const status = async (url: string, headers?: Record<string, string>) =>
      (await ctx.app.inject({ method: "GET", url, headers })).statusCode;
    expect(await status(HR_TODAY_PATH, ctx.headers.employee)).toBe(403);
    expect(await status(HR_TODAY_PATH)).toBe(401);
    expect(await status(ADMIN_TODAY_PATH, ctx.headers.hr)).toBe(403);
    expect(await status(ADMIN_TODAY_PATH, ctx.headers.employee)).toBe(403);
    expect(await status(ADMIN_TODAY_PATH)).toBe(401);
  });
});
