import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthMessage } from "@/shared/contract/common";
import { EMPLOYEE_ATTENDANCE_MONTH_PATH, employeeMonthMessages, type EmployeeMonth } from "@/shared/contract/employee-portal";
import { employees, holidays, leaveRequests } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addSheetPeople, sheetRequests, type SheetAccounts, type Who } from "../../testing/attendance-sheet";
import { SETUP_TIMEOUT } from "../../testing/helpers";

/**
 * The employee's own month (docs/product.md section 9.11), read from the attendance grid HR's sheet uses.
 * Monday 23 November 2026, 09:10 in Pune; Sunday is the weekly off; shift 09:00-18:00, grace 15 minutes.
 */
let ctx: AdminTestContext;
const accounts = {} as SheetAccounts;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  await addSheetPeople(ctx, accounts);
  const db = ctx.database.db;
  await db.update(employees).set({ dateOfJoining: "2026-09-10" }).where(eq(employees.id, accounts.employee.recordId));
  // November for Aarav: a holiday on Tuesday the 10th, approved sick leave on Thursday the 12th, late on
  // Friday the 13th, checked in and never out on Monday the 16th, a full day on Tuesday the 17th.
  await db.insert(holidays).values({ date: "2026-11-10", name: "Diwali Padwa" });
  await db.insert(leaveRequests).values({
    employeeRecordId: accounts.employee.recordId,
    leaveType: "sick",
    startDate: "2026-11-12",
    endDate: "2026-11-12",
    reason: "Fever and cold",
    status: "Approved",
  });
  await checkedIn("employee", "2026-11-13", "09:40", "18:30");
  await checkedIn("employee", "2026-11-16", "09:00", null);
  await checkedIn("employee", "2026-11-17", "09:00", "18:00");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as, checkedIn } = sheetRequests(() => ctx, accounts);

async function month(who: Who, query = "") {
  const response = await as(who, "GET", `${EMPLOYEE_ATTENDANCE_MONTH_PATH}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmployeeMonth>();
}
const dayOf = (answer: EmployeeMonth, date: string) => answer.days.find((day) => day.date === date)!;

describe("the employee's month", () => {
  it("lists every day of the current month with the status HR sees, and the month's counts", async () => {
    const november = await month("employee");
    expect(november).toMatchObject({ month: "2026-11", today: "2026-11-23", earliestMonth: "2026-09" });
    expect(november.days).toHaveLength(30);
    expect(dayOf(november, "2026-11-08")).toEqual({
      date: "2026-11-08",
      status: "Weekly Off",
      missedCheckOut: false,
      checkIn: null,
      checkOut: null,
      location: null,
      hoursWorked: 0,
    });
    expect(dayOf(november, "2026-11-10").status).toBe("Holiday");
    expect(dayOf(november, "2026-11-12").status).toBe("On Leave");
    // 09:40 IST = 04:10 UTC; 18:30 IST = 13:00 UTC; 8 h 50 min = 8.83 h.
    expect(dayOf(november, "2026-11-13")).toEqual({
      date: "2026-11-13",
      status: "Late",
      missedCheckOut: false,
      checkIn: "2026-11-13T04:10:00.000Z",
      checkOut: "2026-11-13T13:00:00.000Z",
      location: "Baner Road, Pune",
      hoursWorked: 8.83,
    });
    expect(dayOf(november, "2026-11-16")).toMatchObject({ status: "Present", missedCheckOut: true, checkOut: null, hoursWorked: 0 });
    expect(dayOf(november, "2026-11-17")).toMatchObject({ status: "Present", missedCheckOut: false, hoursWorked: 9 });
    expect(dayOf(november, "2026-11-11").status).toBe("Absent");
    // Today without a check-in is Absent, as on HR's sheet; tomorrow on is blank.
    expect(dayOf(november, "2026-11-23").status).toBe("Absent");
    expect(november.days.filter((day) => day.status === null).map((day) => day.date)).toEqual(
      ["24", "25", "26", "27", "28", "29", "30"].map((d) => `2026-11-${d}`),
    );
    // 1-23 November is 23 days: Sundays 1, 8, 15, 22 (4), the holiday (1), the leave (1), late (1), present
    // 16th and 17th (2), and the other 23 - 9 = 14 absent (2-7, 9, 11, 14, 18-21, 23). The 16th is also the missed check-out.
    expect(november.counts).toEqual({ present: 2, late: 1, absent: 14, onLeave: 1, holiday: 1, weeklyOff: 4, missedCheckOut: 1 });
  });

  it("opens an earlier month back to the month of joining, days before joining blank", async () => {
    const september = await month("employee", "?month=2026-09");
    expect(september.days).toHaveLength(30);
    expect(dayOf(september, "2026-09-09").status).toBeNull();
    // Thursday 10 September, the day of joining, without a check-in.
    expect(dayOf(september, "2026-09-10").status).toBe("Absent");
    expect(dayOf(september, "2026-09-13").status).toBe("Weekly Off");
  });

  it("shows only the signed-in person's own days", async () => {
    const omkar = await month("omkar", "?month=2026-11");
    expect(omkar.earliestMonth).toBeNull();
    expect(omkar.days.some((day) => day.checkIn !== null)).toBe(false);
    expect(dayOf(omkar, "2026-11-13").status).toBe("Absent");
    expect(dayOf(omkar, "2026-11-12").status).toBe("Absent");
    // Staff portals have their own sessions: HR's session is not an employee session.
    expect((await as("hr", "GET", EMPLOYEE_ATTENDANCE_MONTH_PATH)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: EMPLOYEE_ATTENDANCE_MONTH_PATH })).statusCode).toBe(401);
  });

  it("refuses a malformed month, a future one and one before joining with a field message", async () => {
    const cases: [string, string][] = [
      ["2026-13", monthMessage],
      ["november", monthMessage],
      ["2026-12", employeeMonthMessages.future],
      ["2026-08", employeeMonthMessages.beforeJoining],
    ];
    for (const [query, message] of cases) {
      const response = await as("employee", "GET", `${EMPLOYEE_ATTENDANCE_MONTH_PATH}?month=${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
  });
});
