import { test, type Browser, type Page } from "./support/test";
import { LOGIN_PATHS } from "../../src/shared/contract/auth";
import { EMPLOYEE_ATTENDANCE_MONTH_PATH, type EmployeeMonth } from "../../src/shared/contract/employee-portal";
import { regularisationTexts } from "../../src/shared/contract/regularisations";
import { formatLongDate } from "../../src/web/lib/format";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast } from "./support/login";
import { loginAs } from "./support/login-as";

/** Business dates in Pune, as the server counts them. */
const puneToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
const monthBefore = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 15)).toISOString().slice(0, 7);

/** The latest day before today on which the new person was Absent (a working day without a check-in), this month or the last. */
async function latestAbsentDay(browser: Browser, baseURL: string, person: { email: string; password: string }): Promise<string> {
  const api = await browser.newContext({ baseURL });
  try {
    const login = await api.request.post(LOGIN_PATHS.employee, { data: person });
    const headers = { "x-employee-session": ((await login.json()) as { sessionId: string }).sessionId };
    const today = puneToday();
    for (const month of [today.slice(0, 7), monthBefore(today.slice(0, 7))]) {
      const answer = await api.request.get(`${EMPLOYEE_ATTENDANCE_MONTH_PATH}?month=${month}`, { headers });
      expect(answer.status()).toBe(200);
      const absent = ((await answer.json()) as EmployeeMonth).days.filter((day) => day.date < today && day.status === "Absent");
      if (absent.length > 0) return absent.at(-1)!.date;
    }
    throw new Error("no absent working day in the last two months");
  } finally {
    await api.close();
  }
}

async function openAttendanceHistory(page: Page, month: string) {
  await page.goto("/employee-dashboard");
  await page.getByRole("tab", { name: "Attendance History" }).click();
  if (month !== puneToday().slice(0, 7)) await page.getByLabel("Month").fill(month);
}

/** The month's section (counts, the calendar from 768 px, the day list below it): docs/product.md section 9.11. */
const MONTH_SECTION = 'section[aria-label^="Attendance in "]';

/**
 * docs/product.md section 9.20: an employee asks on a phone for a past working day's times; HR's first screen
 * lists the request; HR approves it at desk width and the day turns Present for both, in the phone's day list
 * and the desktop's month calendar (each width's month section axe-scanned).
 */
test("an employee requests a correction of a past day on a phone; HR's Today list shows it, HR approves it and the day turns Present", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const person = await hireEmployee(baseURL!);
  const day = await latestAbsentDay(browser, baseURL!, person);
  const longDay = formatLongDate(day);

  // The employee, at 375 px.
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const employeePage = await phone.newPage();
  await loginAs(employeePage, "employee", person);
  await openAttendanceHistory(employeePage, day.slice(0, 7));
  const days = employeePage.getByRole("list", { name: /^Days of / });
  // The list names a day as the browser formats it ('Fri, 20 Nov', month-calendar.tsx).
  const shortDay = await employeePage.evaluate(
    (date) =>
      new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
        new Date(`${date}T12:00:00Z`),
      ),
    day,
  );
  const row = days.getByRole("listitem").filter({ hasText: shortDay });
  await expect(row).toContainText("Absent");
  // The month at 375 px: the counts and the day list (the calendar is hidden below 768 px).
  await expect(employeePage.getByRole("list", { name: /^Calendar of / })).toBeHidden();
  expect(await blockingViolations(employeePage, { include: MONTH_SECTION })).toEqual([]);
  await row.getByRole("button", { name: `${regularisationTexts.action} for ${longDay}` }).click();

  const dialog = employeePage.getByRole("dialog", { name: regularisationTexts.action });
  await expect(dialog).toContainText(longDay);
  await expect(dialog).toContainText(`Recorded: ${regularisationTexts.noRecord}`);
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(dialog.getByText("Check-in time is required")).toBeVisible();
  await expect(dialog.getByText("Please give a reason for the correction")).toBeVisible();
  expect(await blockingViolations(employeePage, { include: "[role=dialog]" })).toEqual([]);
  await dialog.getByLabel(/^Check In/).fill("09:10");
  await dialog.getByLabel(/^Check Out/).fill("18:05");
  await dialog.getByLabel(/^Reason/).fill("Started the day at the Wakad site; the phone had no signal");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(toast(employeePage, regularisationTexts.requested)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(regularisationTexts.pendingDay);
  await expect(row.getByRole("button", { name: new RegExp(regularisationTexts.action) })).toHaveCount(0);
  const mine = employeePage.getByRole("list", { name: "My correction requests" }).getByRole("listitem").filter({ hasText: longDay });
  await expect(mine).toContainText("Pending");
  await expect(mine).toContainText("9:10 AM – 6:05 PM");
  await expect(mine.getByRole("button", { name: /^Cancel/ })).toBeVisible();
  expect(await employeePage.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await blockingViolations(employeePage, { include: "section[aria-labelledby=my-corrections]" })).toEqual([]);

  // HR, at 1440 px: the first screen says a correction waits, and leads to it.
  await loginAs(page, "hr", e2eAccounts.hr);
  await page.goto("/hr-dashboard");
  const entry = page.getByRole("listitem").filter({ hasText: /attendance correction requests? waits? for a decision/ });
  await expect(entry).toBeVisible();
  const waiting = Number((await entry.textContent())!.trim().split(" ")[0]);
  await entry.getByRole("button", { name: "Open Attendance" }).click();
  const panel = page.getByRole("region", { name: "Attendance" });
  const card = panel.getByRole("list", { name: "Correction requests" }).getByRole("listitem").filter({ hasText: person.name });
  await expect(card).toContainText(longDay);
  await expect(card).toContainText("No check-in recorded");
  await expect(card).toContainText("9:10 AM – 6:05 PM");
  expect(await blockingViolations(page, { include: `section[aria-labelledby$="-corrections"]` })).toEqual([]);
  await card.getByRole("button", { name: /^Approve the correction for/ }).click();
  const decision = page.getByRole("dialog", { name: "Approve Correction" });
  await expect(decision).toContainText("Started the day at the Wakad site");
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await decision.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(page, regularisationTexts.approved)).toBeVisible();
  await expect(card).toHaveCount(0);

  // HR's sheet of that day: Present with the asked times, corrected by HR.
  await panel.getByLabel("Date").fill(day);
  await panel.getByLabel("Search by name, employee ID or department").fill(person.employee.employeeId);
  const sheetRow = panel.getByRole("row").filter({ hasText: person.name });
  await expect(sheetRow).toContainText("Present");
  await expect(sheetRow).toContainText("9:10 AM");
  await expect(sheetRow).toContainText("6:05 PM");
  await expect(sheetRow).toContainText("Corrected");

  // The Today list no longer counts it.
  await page.goto("/hr-dashboard");
  await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
  if (waiting === 1) await expect(entry).toHaveCount(0);
  else await expect(entry).toContainText(`${waiting - 1} attendance correction`);

  // The employee's day turns Present, and the request says who decided.
  await openAttendanceHistory(employeePage, day.slice(0, 7));
  await expect(row).toContainText("Present");
  await expect(row).toContainText("9:10 AM - 6:05 PM");
  await expect(row).not.toContainText(regularisationTexts.pendingDay);
  await expect(mine).toContainText("Approved");
  await expect(mine).toContainText("Approved by HR");
  await phone.close();

  // At 1440 px the month is a calendar: the day's cell says Present, and the section is axe-clean at this width too.
  await loginAs(page, "employee", person);
  await openAttendanceHistory(page, day.slice(0, 7));
  const calendar = page.getByRole("list", { name: /^Calendar of / });
  await expect(calendar).toBeVisible();
  await expect(page.getByRole("list", { name: /^Days of / })).toBeHidden();
  // The cell names its day as the browser formats it (month-calendar.tsx).
  const cellDay = await page.evaluate(
    (date) =>
      new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${date}T12:00:00Z`),
      ),
    day,
  );
  const cell = calendar.getByRole("listitem", { name: `${cellDay}: Present`, exact: true });
  await expect(cell).toContainText("Present");
  await expect(cell).toContainText("9:10 AM - 6:05 PM");
  expect(await blockingViolations(page, { include: MONTH_SECTION })).toEqual([]);
});
