import { readFile } from "node:fs/promises";
import { test, type Page } from "./support/test";
import { LOGIN_PATHS } from "../../src/shared/contract/auth";
import { EMPLOYEE_CHECKIN_PATH } from "../../src/shared/contract/employee-portal";
import { attendanceCorrectionPath } from "../../src/shared/contract/hr-attendance";
import { formatLongDate } from "../../src/web/lib/format";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";

/** Business dates in Pune, as the server counts them. */
const puneToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function openAttendance(page: Page) {
  const { sessionHeader } = await loginAs(page, "hr", e2eAccounts.hr);
  await page.goto("/hr-dashboard");
  await page.getByRole("button", { name: /Today's Attendance/ }).click();
  const panel = page.getByRole("region", { name: "Attendance" });
  await expect(panel).toBeVisible();
  return { panel, sessionHeader };
}

test("HR sees today's real check-ins and an earlier day, corrects a missed check-out, and exports the monthly summary", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const person = await hireEmployee(baseURL!);
  const today = puneToday();
  const earlier = daysBefore(today, 2);

  // A real check-in today, through the employee's API.
  const employeeApi = await browser.newContext({ baseURL });
  const login = await employeeApi.request.post(LOGIN_PATHS.employee, { data: { email: person.email, password: person.password } });
  const employeeHeader = { "x-employee-session": ((await login.json()) as { sessionId: string }).sessionId };
  const checkIn = await employeeApi.request.post(EMPLOYEE_CHECKIN_PATH, {
    headers: employeeHeader,
    data: { address: "Site visit: Life Republic, Hinjewadi", latitude: null, longitude: null, accuracy: null },
  });
  expect(checkIn.status()).toBe(201);
  await employeeApi.close();

  const { panel, sessionHeader } = await openAttendance(page);
  // Two days ago the phone died after check-in: HR records the check-in (through the API, as a set-up).
  const setUp = await page.request.put(attendanceCorrectionPath(person.employee.id, earlier), {
    headers: sessionHeader,
    data: { checkIn: "09:05", checkOut: "", reason: "Phone battery died" },
  });
  expect(setUp.status()).toBe(200);

  await expect(panel.getByText(`Showing attendance for ${formatLongDate(today)}`)).toBeVisible();
  for (const counter of ["Present", "Absent", "Late Arrivals", "On Leave"])
    await expect(panel.getByText(counter, { exact: true }).first()).toBeVisible();
  await panel.getByLabel("Search by name, employee ID or department").fill(person.employee.employeeId);
  await expect(panel.getByRole("row")).toHaveCount(2);
  const row = panel.getByRole("row").filter({ hasText: person.name });
  await expect(row).toContainText(person.employee.employeeId);
  await expect(row).toContainText("Site visit: Life Republic, Hinjewadi");
  await expect(row).toContainText(/Present|Late/);
  await expect(row).toContainText("--:--");
  await expect(row).toContainText("0.0h");
  // The table scrolls inside its box; the page itself never scrolls sideways (this spec runs at 1440 px only).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);

  // The earlier day: checked in, never out.
  await panel.getByLabel("Date").fill(earlier);
  const earlierRow = panel.getByRole("row").filter({ hasText: person.name });
  await expect(earlierRow).toContainText("Missed check-out");
  await expect(earlierRow).toContainText("9:05 AM");

  await earlierRow.getByRole("button", { name: /Correct attendance for/ }).click();
  const dialog = page.getByRole("dialog", { name: "Correct Attendance" });
  await expect(dialog.getByLabel(/^Check In/)).toHaveValue("09:05");
  await dialog.getByLabel("Reason").fill("");
  await dialog.getByRole("button", { name: "Save Correction" }).click();
  await expect(dialog.getByText("Please give a reason for the correction")).toBeVisible();
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await dialog.getByLabel(/^Check Out/).fill("18:35");
  await dialog.getByLabel("Reason").fill("Forgot to check out at the Hinjewadi site");
  await dialog.getByRole("button", { name: "Save Correction" }).click();
  await expect(toast(page, "Attendance Updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(earlierRow).toContainText("6:35 PM");
  await expect(earlierRow).toContainText("9.5h");
  await expect(earlierRow).toContainText("Corrected");
  await expect(earlierRow).not.toContainText("Missed check-out");
  await waitForToastsToClear(page);

  // The month's summary, as a file.
  await panel.getByRole("button", { name: "Monthly Summary" }).click();
  const summary = page.getByRole("dialog", { name: "Monthly Summary" });
  await summary.getByLabel("Month").fill(today.slice(0, 7));
  const [download] = await Promise.all([page.waitForEvent("download"), summary.getByRole("button", { name: "Download Summary" }).click()]);
  expect(download.suggestedFilename()).toBe(`attendance-summary-${today.slice(0, 7)}.csv`);
  const text = await readFile((await download.path())!, "utf8");
  expect(text.split("\r\n")[0]).toMatch(
    /^\uFEFF?Employee ID,Name,Department,01 \w{3},.*,Present Days,Late Days,Leave Days,Absent Days,Total Hours$/,
  );
  const line = text.split("\r\n").find((entry) => entry.includes(person.name))!;
  expect(line).toContain(person.employee.employeeId);
  // Two days ago: 9.5 hours after the correction (unless that was last month).
  if (earlier.slice(0, 7) === today.slice(0, 7)) expect(line).toMatch(/(Present|Late) 9\.50h/);
  await expect(toast(page, "Export Complete")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(summary).toBeHidden();
  await waitForToastsToClear(page);

  // 9.5 hours against a 9-hour shift: listed for overtime review.
  await panel.getByRole("button", { name: "Overtime Report" }).click();
  const overtime = page.getByRole("dialog", { name: "Overtime Report" });
  await expect(overtime.getByRole("listitem").filter({ hasText: person.name })).toContainText("Overtime 0.5h");
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
});

test("the admin downloads the monthly Attendance Report from the Employees panel", async ({ page }) => {
  await loginAs(page, "admin", e2eAccounts.admin);
  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: /Employee Management/ }).click();
  await page.getByRole("button", { name: "Attendance Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Attendance Report" });
  const month = puneToday().slice(0, 7);
  await expect(dialog.getByLabel("Month")).toHaveValue(month);
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download Report" }).click()]);
  expect(download.suggestedFilename()).toBe(`attendance-summary-${month}.csv`);
  const text = await readFile((await download.path())!, "utf8");
  expect(text).toContain("Present Days,Late Days,Leave Days,Absent Days,Total Hours");
  await expect(toast(page, "Export Complete")).toBeVisible();
});
