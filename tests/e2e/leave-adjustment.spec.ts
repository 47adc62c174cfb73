import { test } from "./support/test";
import { EMPLOYEE_LEAVE_PATH } from "../../src/shared/contract/employee-portal";
import { attendanceCorrectionPath } from "../../src/shared/contract/hr-attendance";
import { HR_PAYROLL_PATH, type PayrollMonth } from "../../src/shared/contract/payroll";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { expect, toast } from "./support/login";
import { loginAs, sessionHeaderOf } from "./support/login-as";
import { finaliseThrough } from "./support/payroll";

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const shiftDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Last month's last working day (Sundays off; the end-to-end database has no holidays in the past): a leave may
 * start at most 30 days back, so last month is the finalised month such a leave can reach. (On the 31st of a
 * month after a 30-day one, and when such a last day is a Sunday, it is not: the test corrects that day's
 * attendance instead.)
 */
function lastMonthsLastWorkingDay(today: string): string {
  let date = shiftDays(`${today.slice(0, 7)}-01`, -1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = shiftDays(date, -1);
  return date;
}

// The seeded employee (no check-ins in this database: every working day of last month is loss of pay) was paid
// in last month whoever finalised it: the HR payroll spec may already have (it finalises last month), else this
// spec does through the API.
test("HR approves a leave for a date in a finalised month and the next draft month carries the LOP reversal", async ({ page }) => {
  test.slow();
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const date = lastMonthsLastWorkingDay(today);
  const month = date.slice(0, 7);
  const person = e2eAccounts.employee;

  const hr = await loginAs(page, "hr", e2eAccounts.hr);
  // Months are finalised in order: every month up to last month (this spec runs after the payroll specs, which
  // finalise the earliest drafts of the same database through the panel).
  await finaliseThrough(page.request, hr.sessionHeader, month);
  const frozenBefore = (await (await page.request.get(`${HR_PAYROLL_PATH}?month=${month}`)).json()) as PayrollMonth;
  expect(frozenBefore.status).toBe("finalised");
  const row = frozenBefore.rows.find((candidate) => candidate.name === `${person.firstName} ${person.lastName}`)!;
  expect(row.lopDays).toBeGreaterThan(0);

  if (date >= shiftDays(today, -30)) {
    const filed = await page.request.post(EMPLOYEE_LEAVE_PATH, {
      headers: await sessionHeaderOf("employee", person),
      data: { leaveType: "sick", startDate: date, endDate: date, reason: "Fever; the doctor's note is with HR" },
    });
    expect(filed.status(), await filed.text()).toBe(201);

    await page.goto("/hr-dashboard");
    await page.getByRole("button", { name: /Pending Leaves/ }).click();
    const panel = page.getByRole("region", { name: "Leave Requests" });
    await panel.getByLabel("Search by employee name or ID").fill(person.lastName);
    await panel.getByRole("button", { name: new RegExp(`^Approve leave for ${person.firstName} ${person.lastName}, `) }).click();
    const approve = page.getByRole("dialog", { name: "Approve Leave" });
    expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
    await approve.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(toast(page, "Leave approved")).toBeVisible();
  } else {
    // On the one or two days a month when last month's last working day lies more than 30 days back, no leave
    // may start then: HR corrects that day's attendance instead, the other change that reverses loss of pay.
    const corrected = await page.request.put(attendanceCorrectionPath(row.employeeRecordId, date), {
      headers: hr.sessionHeader,
      data: { checkIn: "09:00", checkOut: "18:00", reason: "Worked at the Wakad site; the check-in was missed" },
    });
    expect(corrected.status(), await corrected.text()).toBe(200);
    await page.goto("/hr-dashboard");
  }

  // The finalised month answers exactly as before.
  const frozenAfter = (await (await page.request.get(`${HR_PAYROLL_PATH}?month=${month}`)).json()) as PayrollMonth;
  expect(frozenAfter).toEqual(frozenBefore);

  // One day less of loss of pay: the frozen deduction less gross x (LOP days - 1) / divisor, rounded.
  const lessOneDay = Math.round((row.grossMonthly * (row.lopDays - 1)) / frozenBefore.divisor);
  const description = `LOP reversal ${SHORT_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
  const draft = (await (await page.request.get(`${HR_PAYROLL_PATH}?month=${today.slice(0, 7)}`)).json()) as PayrollMonth;
  const draftRow = draft.rows.find((candidate) => candidate.employeeRecordId === row.employeeRecordId)!;
  expect(draft.status).toBe("draft");
  const amount = row.lopDeduction - lessOneDay;
  expect(draftRow.items).toContainEqual(expect.objectContaining({ kind: "lop_reversal", description, amount, sourceMonth: month }));

  // HR sees it in the draft month's Payroll panel (the current month, shown first): in the adjustments section
  // and on the person's line under net pay.
  await page.getByRole("button", { name: /Monthly Payroll/ }).click();
  const payroll = page.getByRole("region", { name: "Payroll" });
  const rupees = `₹${amount.toLocaleString("en-IN")}`;
  const adjustment = payroll
    .getByRole("region", { name: "Adjustments and one-off items" })
    .getByRole("row")
    .filter({ hasText: description });
  await expect(adjustment).toContainText(rupees);
  const payrollRow = payroll
    .getByRole("table", { name: "Payroll by employee" })
    .getByRole("row")
    .filter({ hasText: `${person.firstName} ${person.lastName}` });
  await expect(payrollRow).toContainText(`Items +${rupees}`);
});
