import { request as playwrightRequest } from "@playwright/test";
import { test, type Browser } from "./support/test";
import { LOGIN_PATHS } from "../../src/shared/contract/auth";
import {
  EMPLOYEE_ATTENDANCE_MONTH_PATH,
  EMPLOYEE_LEAVE_PATH,
  type EmployeeMonth,
  type LeaveRequest,
} from "../../src/shared/contract/employee-portal";
import { HR_ATTENDANCE_PATH, type HrAttendanceDay } from "../../src/shared/contract/hr-attendance";
import { EMPLOYEE_CORRECTIONS_PATH, regularisationTexts } from "../../src/shared/contract/regularisations";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast } from "./support/login";
import { loginAs, sessionHeaderOf } from "./support/login-as";

/** docs/product.md sections 8.4 and 9.20: a manager runs their team's leave and corrections from a phone. */

/** A business date `days` from today in Pune, as the server counts. */
const puneDay = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
/** The next Monday to Saturday date at least `days` ahead (Sunday is the weekly off). */
const workingDayAhead = (days: number) => (new Date(`${puneDay(days)}T12:00:00Z`).getUTCDay() === 0 ? puneDay(days + 1) : puneDay(days));
/** 'Tue, 8 Dec', as the calendar's day list and the browser write it. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A person's employee-portal session header, from a login of its own (no cookie left in the test's request context). */
async function employeeHeader(baseURL: string, person: { email: string; password: string }) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await api.post(LOGIN_PATHS.employee, { data: { email: person.email, password: person.password } });
    expect(login.status()).toBe(200);
    return { "x-employee-session": ((await login.json()) as { sessionId: string }).sessionId };
  } finally {
    await api.dispose();
  }
}

let hires = 0;
/** A manager and a report who names them, both hired through the admin API; the report's API session. */
async function managerAndReport(baseURL: string) {
  const n = `${Date.now() % 100_000}${(hires += 1)}`;
  const manager = await hireEmployee(baseURL, { firstName: "Rohit", lastName: `Pawar${n}`, designation: "Sales Manager" });
  const report = await hireEmployee(baseURL, { firstName: "Tanvi", lastName: `Shinde${n}`, reportingManagerId: manager.employee.id });
  return { manager, report, reportHeader: await employeeHeader(baseURL, report) };
}

async function phonePage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

test("a manager on a phone opens Team and approves a report's pending leave; the calendar shows it", async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const { manager, report, reportHeader } = await managerAndReport(baseURL!);
  const start = workingDayAhead(10);
  const filed = await request.post(EMPLOYEE_LEAVE_PATH, {
    headers: reportHeader,
    data: { leaveType: "personal", startDate: start, endDate: start, reason: "Sister's engagement in Nashik" },
  });
  expect(filed.status()).toBe(201);
  const leave = (await filed.json()) as LeaveRequest;

  // The report has no team: no Team tab.
  const { context, page } = await phonePage(browser, baseURL!);
  await loginAs(page, "employee", report);
  await page.goto("/employee-dashboard");
  await expect(page.getByRole("tab", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Team/ })).toHaveCount(0);
  await context.close();

  const phone = await phonePage(browser, baseURL!);
  await loginAs(phone.page, "employee", manager);
  await phone.page.goto("/employee-dashboard");
  await phone.page.getByRole("tab", { name: /^Team/ }).click();
  const team = phone.page.getByRole("tabpanel", { name: /^Team/ });
  await expect(team.getByRole("list", { name: "Your team today" }).getByRole("listitem")).toHaveText([new RegExp(report.name)]);
  const card = team.getByRole("list", { name: "Your team's leave requests" }).getByRole("listitem").filter({ hasText: report.name });
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("Sister's engagement in Nashik");
  const approve = card.getByRole("button", { name: `Approve leave for ${report.name}`, exact: false });
  // On the card itself: reached by scrolling down, never sideways.
  await approve.scrollIntoViewIfNeeded();
  await expect(approve).toBeInViewport({ ratio: 1 });
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await blockingViolations(phone.page, { include: "[role=tabpanel]" })).toEqual([]);

  await approve.click();
  const dialog = phone.page.getByRole("dialog", { name: "Approve Leave" });
  await expect(dialog).toContainText(report.name);
  expect(await blockingViolations(phone.page, { include: "[role=dialog]" })).toEqual([]);
  await dialog.getByLabel("Comment (optional)").fill("Enjoy the function");
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(phone.page, "Leave approved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Approved");
  await expect(card).toContainText(`by ${manager.name}`);
  await expect(card.getByRole("button", { name: /^Approve/ })).toHaveCount(0);

  // The report sees the decision.
  const own = ((await (await request.get(EMPLOYEE_LEAVE_PATH, { headers: reportHeader })).json()) as LeaveRequest[]).find(
    (item) => item.id === leave.id,
  );
  expect(own).toMatchObject({ status: "Approved", comment: "Enjoy the function" });

  // The team calendar: the phone's day list names the day and the person, approved.
  const calendar = team.getByRole("region", { name: "Team leave calendar" });
  if (start.slice(0, 7) !== puneDay(0).slice(0, 7)) await calendar.getByRole("button", { name: "Next month" }).click();
  const days = calendar.getByRole("list", { name: /^Who is off in / });
  const day = days.getByRole("listitem").filter({ hasText: dayName(start) });
  await expect(day).toContainText(`${report.name} (approved)`);
  expect(await blockingViolations(phone.page, { include: "section[aria-labelledby=team-calendar]" })).toEqual([]);
  await phone.context.close();
});

test("a manager approves a report's attendance correction from the Team view on a phone; HR's day shows it Present", async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const { manager, report, reportHeader } = await managerAndReport(baseURL!);
  // The report's latest absent working day before today, this month or the last.
  const today = puneDay(0);
  let date: string | undefined;
  for (const month of [today.slice(0, 7), puneDay(-28).slice(0, 7)]) {
    const answer = await request.get(`${EMPLOYEE_ATTENDANCE_MONTH_PATH}?month=${month}`, { headers: reportHeader });
    expect(answer.status()).toBe(200);
    date ??= ((await answer.json()) as EmployeeMonth).days
      .filter((entry) => entry.date < today && entry.date >= puneDay(-29) && entry.status === "Absent")
      .at(-1)?.date;
  }
  expect(date).toBeDefined();
  const asked = await request.post(EMPLOYEE_CORRECTIONS_PATH, {
    headers: reportHeader,
    data: { date, checkIn: "09:10", checkOut: "18:10", reason: "At the Hinjewadi site all day; no signal to check in" },
  });
  expect(asked.status()).toBe(201);

  const phone = await phonePage(browser, baseURL!);
  await loginAs(phone.page, "employee", manager);
  await phone.page.goto("/employee-dashboard");
  await phone.page.getByRole("tab", { name: /^Team/ }).click();
  const corrections = phone.page.getByRole("region", { name: "Attendance corrections" });
  const card = corrections.getByRole("listitem").filter({ hasText: report.name });
  await expect(card).toContainText("Pending");
  await card.getByRole("button", { name: /^Approve the correction for/ }).click();
  const dialog = phone.page.getByRole("dialog", { name: "Approve Correction" });
  await expect(dialog).toContainText("At the Hinjewadi site");
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(phone.page, regularisationTexts.approved)).toBeVisible();
  await expect(card).toContainText("Approved");
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await phone.context.close();

  // HR's day view: Present with the asked check-in.
  const sheet = await request.get(`${HR_ATTENDANCE_PATH}?date=${date}`, { headers: await sessionHeaderOf("hr", e2eAccounts.hr) });
  expect(sheet.status()).toBe(200);
  const row = ((await sheet.json()) as HrAttendanceDay).rows.find((entry) => entry.employeeRecordId === report.employee.id);
  expect(row).toMatchObject({ status: "Present" });
  expect(row!.correction).not.toBeNull();
});

test("HR's leave calendar shows who is off by department, and the approve dialog warns of others off then", async ({
  page,
  baseURL,
  request,
}) => {
  test.slow();
  const { report, reportHeader } = await managerAndReport(baseURL!);
  const colleague = await hireEmployee(baseURL!, { firstName: "Omkar", lastName: `Jadhav${Date.now() % 100_000}` });
  const colleagueHeader = await employeeHeader(baseURL!, colleague);
  const start = workingDayAhead(12);
  for (const [header, reason] of [
    [reportHeader, "Cousin's wedding in Satara"],
    [colleagueHeader, "Moving house in Baner"],
  ] as const) {
    const filed = await request.post(EMPLOYEE_LEAVE_PATH, {
      headers: header,
      data: { leaveType: "personal", startDate: start, endDate: start, reason },
    });
    expect(filed.status()).toBe(201);
  }

  await loginAs(page, "hr", e2eAccounts.hr);
  await page.goto("/hr-dashboard");
  await page.getByRole("button", { name: /Pending Leaves/ }).click();
  const panel = page.getByRole("region", { name: "Leave Requests" });
  await panel.getByRole("button", { name: `Approve leave for ${report.name}`, exact: false }).click();
  const dialog = page.getByRole("dialog", { name: "Approve Leave" });
  // Other specs of this worker's database may have people of Sales off that day too: the colleague is among them.
  await expect(dialog).toContainText(new RegExp(`Also off in Sales on these dates: (.+, )?${colleague.name} \\([^)]*, pending\\)`));
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await panel.getByRole("button", { name: "Calendar" }).click();
  if (start.slice(0, 7) !== puneDay(0).slice(0, 7)) await panel.getByRole("button", { name: "Next month" }).click();
  const grid = panel.getByRole("table", { name: /^Who is off in / });
  await expect(grid).toContainText(report.name);
  await panel.getByLabel("Department").selectOption("Marketing");
  await expect(grid.getByText(report.name)).toHaveCount(0);
  await panel.getByLabel("Department").selectOption("Sales");
  await expect(grid.getByRole("listitem").filter({ hasText: colleague.name }).first()).toContainText("(pending)");
  expect(await blockingViolations(page, { include: "section[aria-labelledby$=-heading]" })).toEqual([]);
});
