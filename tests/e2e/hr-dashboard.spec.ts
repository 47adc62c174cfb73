import { test, type Page } from "./support/test";
import { LOGIN_PATHS } from "../../src/shared/contract/auth";
import { EMPLOYEE_LEAVE_PATH } from "../../src/shared/contract/employee-portal";
import { e2eAccounts, E2E_DOMAIN } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";
import { waitForMail } from "./support/mailbox";

/** A tag unique to this run and project (the desktop and phone projects share one database). */
const unique = (project: string) => `${project === "phone" ? "P" : "D"}${Date.now() % 1_000_000}`;

async function openHr(page: Page) {
  await loginAs(page, "hr", e2eAccounts.hr);
  await page.goto("/hr-dashboard");
  await expect(page.getByRole("heading", { name: "HR Dashboard" })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${e2eAccounts.hr.firstName} ${e2eAccounts.hr.lastName}`)).toBeVisible();
}

async function openPanel(page: Page, card: RegExp, region: string) {
  await page.getByRole("button", { name: card }).click();
  const panel = page.getByRole("region", { name: region });
  await expect(panel).toBeVisible();
  return panel;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** A Monday near today whose Monday to Wednesday lie in this calendar year and within the 30-day back limit. */
function mondayThisYear(): Date {
  const today = new Date(`${new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" })}T00:00:00Z`);
  for (let offset = -28; offset <= 35; offset += 1) {
    const day = addDays(today, offset);
    if (day.getUTCDay() === 1 && addDays(day, 2).getUTCFullYear() === today.getUTCFullYear()) return day;
  }
  throw new Error("no Monday found");
}

test("HR hires a person from the directory, who is e-mailed a link to set a password", async ({ page }, testInfo) => {
  test.slow();
  await openHr(page);
  const panel = await openPanel(page, /Total Employees/, "Employees");
  await panel.getByRole("button", { name: "Add Employee" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Employee" });
  await expect(dialog.getByLabel(/^Status/)).toHaveValue("Active");
  await dialog.getByRole("button", { name: "Create Employee" }).click();
  for (const message of [
    "Name is required",
    "Valid email is required",
    "Department is required",
    "Position is required",
    "Salary is required",
    "Join date is required",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);

  const tag = unique(testInfo.project.name);
  const name = `Pooja Hire${tag}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel("Email").fill(`pooja.hire${tag.toLowerCase()}@${E2E_DOMAIN}`);
  await dialog.getByLabel("Department").selectOption("Sales");
  await dialog.getByLabel("Position").fill("Sales Executive");
  await dialog.getByLabel("Salary").fill("32000");
  await dialog.getByLabel("Join Date").fill("2026-11-02");
  await dialog.getByLabel("Phone").fill("9822011223");
  await dialog.getByLabel("Gender").selectOption("Female");
  await dialog.getByRole("button", { name: "Create Employee" }).click();
  await expect(toast(page, "Employee created successfully")).toBeVisible();
  // A mail server is configured (support/servers.ts): no temporary password, a welcome e-mail instead.
  const issued = page.getByRole("dialog", { name: "Welcome E-mail Sent" });
  await expect(issued).toContainText(`pooja.hire${tag.toLowerCase()}@${E2E_DOMAIN}`);
  await issued.getByRole("button", { name: "Done" }).click();
  const welcome = await waitForMail(`pooja.hire${tag.toLowerCase()}@${E2E_DOMAIN}`);
  expect(welcome.subject).toMatch(/^Welcome to .+: set your password$/);
  expect(welcome.text).toContain(`Dear ${name},`);

  await panel.getByLabel("Search by name, email or department").fill(`Hire${tag}`);
  const row = panel.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Sales Executive");
  await expect(row).toContainText("₹32,000");
  await expect(row).toContainText(/EMP\d{3}/);
  await waitForToastsToClear(page);
  expect(await blockingViolations(page)).toEqual([]);
});

test("HR creates and edits a policy, and adds and removes a holiday", async ({ page }, testInfo) => {
  test.slow();
  await openHr(page);
  const panel = await openPanel(page, /HR Policies/, "HR Policies");
  const tag = unique(testInfo.project.name);

  await panel.getByRole("button", { name: "Create Policy" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Policy" });
  await dialog.getByRole("button", { name: "Create Policy" }).click();
  for (const message of ["Title is required", "Description is required", "Category is required", "Effective date is required"]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  const title = `Site Visit Policy ${tag}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Log every client site visit in the CRM the same day.");
  await dialog.getByLabel("Category").selectOption("Operations");
  await dialog.getByLabel("Effective Date").fill("2026-12-01");
  await dialog.getByRole("button", { name: "Create Policy" }).click();
  await expect(toast(page, "Policy created successfully")).toBeVisible();

  await panel.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Policy" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await edit.getByLabel(/^Status/).selectOption("Draft");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Policy updated successfully")).toBeVisible();
  const policyCard = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(policyCard).toContainText("Draft");
  await expect(policyCard).toContainText("Operations");

  // A holiday two years ahead, so no attendance or leave figure of this run is touched.
  const year = new Date().getFullYear() + 2;
  const date = `${year}-${testInfo.project.name === "phone" ? "03" : "04"}-1${Date.now() % 9}`;
  const holidayName = `Founders Day ${tag}`;
  await panel.getByLabel(/^Date/).fill(date);
  await panel.getByLabel(/^Name/).fill(holidayName);
  await panel.getByRole("button", { name: "Add Holiday" }).click();
  await expect(toast(page, "Holiday added successfully")).toBeVisible();
  const holidaysList = panel.getByRole("list", { name: `Holidays in ${year}` });
  await expect(holidaysList).toContainText(holidayName);
  await panel.getByLabel(/^Date/).fill(date);
  await panel.getByLabel(/^Name/).fill("Second holiday on the same date");
  await panel.getByRole("button", { name: "Add Holiday" }).click();
  await expect(panel.getByText("A holiday already exists on that date")).toBeVisible();

  await holidaysList.getByRole("button", { name: `Remove ${holidayName}` }).click();
  await page
    .getByRole("alertdialog", { name: "Remove Holiday" })
    .or(page.getByRole("dialog", { name: "Remove Holiday" }))
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(toast(page, "Holiday removed successfully")).toBeVisible();
  await expect(panel.getByText(holidayName)).toHaveCount(0);
  await waitForToastsToClear(page);
  expect(await blockingViolations(page)).toEqual([]);
});

test("HR approves one request and rejects another with a reason; the employee sees both and the new balance", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const person = await hireEmployee(baseURL!);
  const monday = mondayThisYear();
  const employeeApi = await browser.newContext({ baseURL });
  try {
    const login = await employeeApi.request.post(LOGIN_PATHS.employee, { data: { email: person.email, password: person.password } });
    const headers = { "x-employee-session": ((await login.json()) as { sessionId: string }).sessionId };
    const ask = (leaveType: string, start: Date, end: Date, reason: string) =>
      employeeApi.request.post(EMPLOYEE_LEAVE_PATH, { headers, data: { leaveType, startDate: iso(start), endDate: iso(end), reason } });
    expect((await ask("sick", monday, addDays(monday, 2), "Viral fever, doctor advised rest")).status()).toBe(201);
    expect((await ask("vacation", addDays(monday, 4), addDays(monday, 5), "Family wedding in Kolhapur")).status()).toBe(201);
  } finally {
    await employeeApi.close();
  }

  await openHr(page);
  const panel = await openPanel(page, /Pending Leaves/, "Leave Requests");
  await expect(panel.getByLabel(/^Status/)).toHaveValue("Pending");
  await panel.getByLabel("Search by employee name or ID").fill(person.employee.lastName);
  await expect(panel.getByRole("row")).toHaveCount(3);

  await panel.getByRole("button", { name: new RegExp(`^Approve leave for ${person.name}, ${monday.getUTCDate()} `) }).click();
  const approve = page.getByRole("dialog", { name: "Approve Leave" });
  await expect(approve).toContainText("7 of 7 working days");
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(page, "Leave approved")).toBeVisible();

  await panel.getByRole("button", { name: new RegExp(`^Reject leave for ${person.name}`) }).click();
  const reject = page.getByRole("dialog", { name: "Reject Leave" });
  await reject.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(reject.getByText("Please give a reason for rejecting")).toBeVisible();
  await reject.getByLabel("Reason for rejecting").fill("Quarter-end site handovers that week");
  await reject.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(toast(page, "Leave rejected")).toBeVisible();
  await expect(panel.getByText("No pending leave requests")).toBeVisible();
  await panel.getByLabel(/^Status/).selectOption("All");
  await expect(panel.getByRole("row").filter({ hasText: "Approved" })).toHaveCount(1);
  await expect(panel.getByRole("row").filter({ hasText: "Rejected" })).toHaveCount(1);
  await waitForToastsToClear(page);
  expect(await blockingViolations(page)).toEqual([]);

  const employeePage = await (await browser.newContext({ baseURL })).newPage();
  try {
    await loginAs(employeePage, "employee", person);
    await employeePage.goto("/employee-dashboard");
    await employeePage.getByRole("tab", { name: "Leave Requests" }).click();
    const requests = employeePage.getByRole("list", { name: "Leave requests" });
    await expect(requests.getByRole("listitem").filter({ hasText: "Sick Leave" })).toContainText("Approved");
    const rejected = requests.getByRole("listitem").filter({ hasText: "Vacation" });
    await expect(rejected).toContainText("Rejected");
    await expect(rejected).toContainText("Quarter-end site handovers that week");
    // Monday to Wednesday: three working days of the seven sick days are used.
    const balance = employeePage.getByRole("region", { name: /Leave balance/ });
    await expect(balance.getByText("Sick Leave").locator("..")).toContainText("4 of 7 days left");
    await expect(balance.getByText("Vacation").locator("..")).toContainText("15 of 15 days left");
  } finally {
    await employeePage.context().close();
  }
});

test("HR edits a person's position from the directory (an admin's record is refused by the API: tests in hr-routes.test.ts)", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const person = await hireEmployee(baseURL!);
  await openHr(page);
  const panel = await openPanel(page, /Total Employees/, "Employees");
  await panel.getByLabel("Search by name, email or department").fill(person.employee.lastName);
  await panel.getByRole("button", { name: `Edit ${person.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Employee" });
  await dialog.getByLabel("Designation").fill("Senior Sales Executive");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Employee updated successfully")).toBeVisible();
  await expect(panel.getByRole("row").filter({ hasText: person.name })).toContainText("Senior Sales Executive");
});
