import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_CHECKIN_PATH } from "@/shared/contract/employee-portal";
import {
  ATTENDANCE_REPORT_PATH,
  ATTENDANCE_SUMMARY_PATH,
  attendanceCorrectionPath,
  HR_ATTENDANCE_PATH,
  OVERTIME_REPORT_PATH,
  type HrAttendanceDay,
  type HrAttendanceRow,
} from "@/shared/contract/hr-attendance";
import { holidays, leaveRequests } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addSheetPeople, sheetRequests, type SheetAccounts, type Who } from "../../testing/attendance-sheet";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { listAudit } from "../audit/store";

/**
 * HR's attendance sheet of a date, corrections to it and its files, as one story: each test builds on the
 * days the tests before it filled in. A person on the sheet after leaving: hr-routes-leavers.test.ts; the corrections
 * refused (one's own, a bad reason or time): hr-routes-correction-refusals.test.ts.
 */
// Monday 23 November 2026, 09:10 in Pune (03:40 UTC). Sunday is the weekly off; shift 09:00-18:00, grace 15.
let ctx: AdminTestContext;
const accounts = {} as SheetAccounts;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  await addSheetPeople(ctx, accounts);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as, checkedIn, day, rowOf } = sheetRequests(() => ctx, accounts);

describe("HR attendance for a date", () => {
  it("shows one row per employee with the real times, status, place and hours, and counts from those rows", async () => {
    const db = ctx.database.db;
    // Friday 20 November: Aarav late and 10 hours (1 beyond the shift), Omkar on time and never checked out,
    // Tanvi on approved leave, Sneha absent. The admin account has no employee record: not on the sheet.
    await checkedIn("employee", "2026-11-20", "09:30", "19:30", { offSite: true, distanceMetres: 1200 });
    await checkedIn("omkar", "2026-11-20", "08:55", null);
    await db.insert(leaveRequests).values({
      employeeRecordId: accounts.tanvi.recordId,
      leaveType: "sick",
      startDate: "2026-11-19",
      endDate: "2026-11-20",
      reason: "Fever",
      status: "Approved",
    });

    const friday = await day("2026-11-20");
    expect(friday).toMatchObject({
      date: "2026-11-20",
      today: "2026-11-23",
      earliest: "2026-08-25",
      shift: { shiftStart: "09:00", shiftEnd: "18:00", graceMinutes: 15 },
      geofence: false,
    });
    expect(friday.rows).toHaveLength(4);
    expect(rowOf(friday, "employee")).toEqual<HrAttendanceRow>({
      employeeRecordId: accounts.employee.recordId,
      employeeId: expect.stringMatching(/^EMP\d+$/),
      name: "Aarav Deshmukh",
      department: null,
      status: "Late",
      checkIn: "2026-11-20T04:00:00.000Z",
      checkOut: "2026-11-20T14:00:00.000Z",
      missedCheckOut: false,
      location: "Baner Road, Pune",
      offSite: true,
      distanceMetres: 1200,
      hoursWorked: 10,
      overtimeHours: 1,
      correction: null,
      adminAccount: false,
    });
    expect(rowOf(friday, "omkar")).toMatchObject({
      status: "Present",
      missedCheckOut: true,
      checkOut: null,
      hoursWorked: 0,
      overtimeHours: 0,
    });
    expect(rowOf(friday, "tanvi")).toMatchObject({ status: "On Leave", checkIn: null, location: null, hoursWorked: 0 });
    expect(rowOf(friday, "hr")).toMatchObject({ status: "Absent", checkIn: null });
    expect(friday.counters).toEqual({ present: 2, absent: 1, late: 1, onLeave: 1 });
  });

  it("shows holidays and the weekly off, and today's check-ins as they happen", async () => {
    await ctx.database.db.insert(holidays).values({ date: "2026-11-18", name: "Company foundation day" });
    expect((await day("2026-11-18")).rows.map((row) => row.status)).toEqual(["Holiday", "Holiday", "Holiday", "Holiday"]);
    const sunday = await day("2026-11-22");
    expect(sunday.rows.every((row) => row.status === "Weekly Off")).toBe(true);
    expect(sunday.counters).toEqual({ present: 0, absent: 0, late: 0, onLeave: 0 });

    const checkIn = await as("employee", "POST", EMPLOYEE_CHECKIN_PATH, {
      location: "",
      address: "Baner Road, Pune",
      latitude: null,
      longitude: null,
      accuracy: null,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const today = await day("2026-11-23");
    // Still open today: not a missed check-out.
    expect(rowOf(today, "employee")).toMatchObject({ status: "Present", checkIn: "2026-11-23T03:40:00.000Z", missedCheckOut: false });
    expect(today.counters).toEqual({ present: 1, absent: 3, late: 0, onLeave: 0 });
    // Without a date: the server's today, never the browser's.
    expect((await as("hr", "GET", HR_ATTENDANCE_PATH)).json<HrAttendanceDay>()).toEqual(today);
  });

  it("refuses dates outside the last 90 days, judged in Pune's time zone", async () => {
    const refused = async (date: string) => {
      const response = await as("hr", "GET", `${HR_ATTENDANCE_PATH}?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toBe("Choose a date within the last 90 days");
    };
    await day("2026-08-25");
    await refused("2026-08-24");
    await refused("2026-11-24");
    const malformed = await as("hr", "GET", `${HR_ATTENDANCE_PATH}?date=not-a-date`);
    expect(malformed.json().message).toBe("Enter a date as YYYY-MM-DD");
    // 18:29 UTC is 23:59 in Pune: still the 23rd. A minute later it is the 24th there.
    ctx.clock.advance(new Date("2026-11-23T18:29:00Z").getTime() - ctx.clock.now().getTime());
    await refused("2026-11-24");
    ctx.clock.advance(60_000);
    expect((await day("2026-11-24")).today).toBe("2026-11-24");
    await refused("2026-08-25");
    await day("2026-08-26");
  });

  it("is for HR and the admin only", async () => {
    expect((await as("admin", "GET", `${HR_ATTENDANCE_PATH}?date=2026-11-20`)).statusCode).toBe(200);
    expect((await as("employee", "GET", `${HR_ATTENDANCE_PATH}?date=2026-11-20`)).statusCode).toBe(403);
    expect(
      (
        await as("employee", "PUT", attendanceCorrectionPath(accounts.employee.recordId, "2026-11-20"), {
          checkIn: "09:00",
          reason: "Mine",
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("attendance corrections", () => {
  const correct = (user: Who, date: string, payload: object, by: Who = "hr") =>
    as(by, "PUT", attendanceCorrectionPath(accounts[user].recordId, date), payload);

  it("fixes a missed check-out with a reason: the row shows who, when and why, and the change is audited", async () => {
    const response = await correct("omkar", "2026-11-20", {
      checkIn: "08:55",
      checkOut: "18:05",
      reason: "Forgot to check out at the Wakad site",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HrAttendanceRow>()).toMatchObject({
      status: "Present",
      checkIn: "2026-11-20T03:25:00.000Z",
      checkOut: "2026-11-20T12:35:00.000Z",
      missedCheckOut: false,
      hoursWorked: 9.17,
      location: "Baner Road, Pune",
      correction: { by: "Sneha Patil", at: ctx.clock.now().toISOString(), reason: "Forgot to check out at the Wakad site" },
    });
    const [entry] = await listAudit(ctx.database.db, { event: "attendance.corrected" });
    expect(entry).toMatchObject({
      subject: `employee:${accounts.omkar.recordId}`,
      actorAccountId: accounts.hr.accountId,
      details: {
        date: "2026-11-20",
        reason: "Forgot to check out at the Wakad site",
        before: { checkIn: "2026-11-20T03:25:00.000Z", checkOut: null },
        after: { checkIn: "2026-11-20T03:25:00.000Z", checkOut: "2026-11-20T12:35:00.000Z" },
      },
    });
  });

  it("sets the times of a day with none (a phone that died), late when after shift start plus grace", async () => {
    // Sneha is HR herself: the admin corrects her day (nobody corrects their own, see below).
    const response = await correct("hr", "2026-11-20", { checkIn: "09:16", checkOut: "", reason: "Phone battery died" }, "admin");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HrAttendanceRow>()).toMatchObject({
      status: "Late",
      checkOut: null,
      missedCheckOut: true,
      location: null,
      correction: { by: "Meera Iyer" },
    });
    expect(
      (await correct("hr", "2026-11-20", { checkIn: "09:15", checkOut: "18:00", reason: "Gate register shows 09:15" }, "admin")).json(),
    ).toMatchObject({ status: "Present", hoursWorked: 8.75 });
    expect((await day("2026-11-20")).counters).toEqual({ present: 3, absent: 0, late: 1, onLeave: 1 });
  });
});

describe("attendance files", () => {
  const csv = async (url: string) => {
    const response = await as("hr", "GET", url);
    expect(response.statusCode, response.body).toBe(200);
    return {
      text: response.body.replace(/^\uFEFF/, ""),
      count: Number(response.headers["x-record-count"]),
      disposition: response.headers["content-disposition"],
    };
  };

  it("exports the day's report, the overtime list and the monthly summary, each audited", async () => {
    const report = await csv(`${ATTENDANCE_REPORT_PATH}?date=2026-11-20`);
    expect(report.disposition).toBe('attachment; filename="attendance-report-2026-11-20.csv"');
    expect(report.count).toBe(4);
    expect(report.text).toContain(
      "Date,Employee ID,Name,Department,Status,Check In,Check Out,Hours Worked,Location,Off-site,Distance (m),Corrected By,Correction Reason",
    );
    expect(report.text).toMatch(/2026-11-20,EMP\d+,Aarav Deshmukh,,Late,09:30 AM,07:30 PM,10\.00,"Baner Road, Pune",Yes,1200,,/);

    const overtime = await csv(`${OVERTIME_REPORT_PATH}?date=2026-11-20`);
    // Aarav 10 hours; Omkar 9h10m after HR's correction (08:55 to 18:05).
    expect(overtime.count).toBe(2);
    expect(overtime.text).toMatch(/Aarav Deshmukh,,09:30 AM,07:30 PM,10\.00,9\.00,1\.00/);
    expect(overtime.text).toMatch(/Omkar Jadhav,,08:55 AM,06:05 PM,9\.17,9\.00,0\.17/);

    const summary = await csv(`${ATTENDANCE_SUMMARY_PATH}?month=2026-11`);
    expect(summary.count).toBe(4);
    const lines = summary.text.trim().split("\r\n");
    expect(lines[0]).toMatch(
      /^Employee ID,Name,Department,01 Sun,02 Mon,.*,30 Mon,Present Days,Late Days,Leave Days,Absent Days,Total Hours$/,
    );
    const aarav = lines.find((line) => line.includes("Aarav Deshmukh"))!.split(",");
    // 20th Late 10h, 22nd Sunday, 23rd checked in and still open, 24th (today) absent so far.
    expect(aarav.slice(3 + 19, 3 + 24)).toEqual(["Late 10.00h", "Absent", "Weekly Off", "Present 0.00h", "Absent"]);
    // Working days 1-24: 24 less four Sundays and the holiday on the 18th = 19, two of them worked.
    expect(aarav.slice(3 + 30)).toEqual(["2", "1", "0", "17", "10.00"]);
    expect(aarav[3 + 25]).toBe("");

    const future = await as("hr", "GET", `${ATTENDANCE_SUMMARY_PATH}?month=2026-12`);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("Choose the current month or an earlier one");

    const exports = await listAudit(ctx.database.db, { event: "export.downloaded" });
    expect(exports.map((entry) => entry.subject).sort()).toEqual([
      "export:attendance-report",
      "export:attendance-summary",
      "export:overtime",
    ]);
  });
});
