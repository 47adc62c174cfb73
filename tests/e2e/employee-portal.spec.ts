import { test, type Page } from "./support/test";
import { EMPLOYEE_CHECKIN_PATH, EMPLOYEE_TODAY_PATH, type Today } from "../../src/shared/contract/employee-portal";
import { distanceMetres } from "../../src/shared/domain/working-time";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { fakeAddress, GEOCODER_DOWN_LATITUDE } from "./support/fake-geocoder";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";
import { PHONE_TOO } from "./support/widths";

/** A site visit in Baner, where the stand-in geocoder names the place. */
const SITE = { latitude: 18.5598, longitude: 73.7897, accuracy: 12 };
/** The office geofence the settings test draws (Shivajinagar, Pune). */
const OFFICE = { latitude: 18.5308, longitude: 73.8475, radiusMetres: 300 };

/** A freshly hired person (check-in is once a day) signed in to the employee portal, located at `at` or nowhere. */
async function openAsNewEmployee(page: Page, baseURL: string, at: typeof SITE | null, overrides: Parameters<typeof hireEmployee>[1] = {}) {
  const person = await hireEmployee(baseURL, overrides);
  if (at) {
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation(at);
  }
  const { sessionHeader } = await loginAs(page, "employee", person);
  await page.goto("/employee-dashboard");
  await expect(page.getByRole("heading", { name: "Employee Dashboard" })).toBeVisible();
  return { person, sessionHeader };
}

const card = (page: Page, title: string) => page.getByRole("region", { name: "Today" }).getByText(title, { exact: true }).locator("..");
const history = (page: Page) => page.getByRole("list", { name: "Attendance records" });

/** YYYY-MM-DD `days` from today on the business calendar. */
const businessDay = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

test(
  "an employee checks in and out from a site; the place, times, hours and status come from the server",
  PHONE_TOO,
  async ({ page, baseURL }) => {
    test.slow();
    const { sessionHeader } = await openAsNewEmployee(page, baseURL!, SITE);
    await expect(card(page, "Today's Status")).toContainText("Not Checked In");
    await expect(card(page, "Check-in Time")).toContainText("--:--");
    await expect(page.getByText("No check-ins in this month")).toBeVisible();

    await page.getByRole("button", { name: "Check In" }).click();
    await expect(toast(page, "Check-in Successful")).toContainText("Your attendance and location have been recorded");
    const today = (await (await page.request.get(EMPLOYEE_TODAY_PATH, { headers: sessionHeader })).json()) as Today;
    const record = today.record!;
    await expect(card(page, "Today's Status")).toContainText(record.status);
    const checkInTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" })
      .format(new Date(record.checkIn))
      .replace(/\s/gu, " ");
    await expect(card(page, "Check-in Time")).toContainText(checkInTime);
    await expect(card(page, "Hours Today")).toContainText("0.0");
    await expect(history(page).getByRole("listitem")).toHaveCount(1);
    await expect(history(page)).toContainText(fakeAddress(SITE.latitude, SITE.longitude));
    await expect(history(page)).toContainText("18.559800, 73.789700 (± 12 m)");

    // 1:59 PM in Pune on the browser's clock, the shift (default settings) running to 6:00 PM: Check Out asks first.
    await page.clock.setFixedTime(new Date(`${businessDay(0)}T13:59:00+05:30`));
    await page.getByRole("button", { name: "Check Out" }).click();
    const early = page.getByRole("dialog", { name: "Check out early?" });
    await expect(early).toContainText("Your shift runs to 6:00 PM: checking out now ends your day 4 h 1 min early.");
    await early.getByRole("button", { name: "Check Out" }).click();
    await expect(toast(page, "Check-out Successful")).toContainText("Your work day and location have been recorded");
    await expect(page.getByText("Work day completed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Check In" })).toHaveCount(0);
    await expect(history(page).getByText("Check-out").locator("..")).toContainText(fakeAddress(SITE.latitude, SITE.longitude));
    await expect(history(page)).toContainText("0.0h");
    await waitForToastsToClear(page);
    expect(await blockingViolations(page)).toEqual([]);
  },
);

test("with location refused the check-in still lands, as 'Location not available'", async ({ page, baseURL }) => {
  await openAsNewEmployee(page, baseURL!, null);
  await page.getByRole("button", { name: "Check In" }).click();
  await expect(toast(page, "Check-in Successful")).toContainText("Your attendance has been recorded without a location");
  await expect(history(page)).toContainText("Location not available");
  await expect(history(page)).not.toContainText("±");
});

test("when the geocoder is down the address is the coordinates to six decimals", async ({ page, baseURL }) => {
  await openAsNewEmployee(page, baseURL!, { latitude: GEOCODER_DOWN_LATITUDE, longitude: 73.8, accuracy: 20 });
  await page.getByRole("button", { name: "Check In" }).click();
  await expect(toast(page, "Check-in Successful")).toBeVisible();
  await expect(history(page)).toContainText("10.000000, 73.800000");
  await expect(history(page)).toContainText("± 20 m");
});

test("a check-in the server refuses (already checked in elsewhere) shows the failure toast and then the real state", async ({
  page,
  baseURL,
}) => {
  const { sessionHeader } = await openAsNewEmployee(page, baseURL!, SITE);
  await expect(page.getByRole("button", { name: "Check In" })).toBeEnabled();
  // The same person checks in from another device after this page loaded.
  const other = await page.request.post(EMPLOYEE_CHECKIN_PATH, {
    headers: sessionHeader,
    data: { address: "Office", latitude: null, longitude: null, accuracy: null },
  });
  expect(other.status()).toBe(201);

  await page.getByRole("button", { name: "Check In" }).click();
  await expect(toast(page, "Check-in Failed")).toContainText("Failed to capture location and check in");
  await expect(page.getByRole("button", { name: "Check Out" })).toBeVisible();
  await expect(history(page)).toContainText("Office");
});

test("an employee requests leave, is told of a clash, and withdraws the request", async ({ page, baseURL }) => {
  test.slow();
  await openAsNewEmployee(page, baseURL!, null);
  await expect(card(page, "Leave Requests")).toContainText("0");
  await page.getByRole("button", { name: "Request Leave" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Leave" });
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  for (const message of [
    "Leave type is required",
    "Start date is required",
    "End date is required",
    "Reason must be at least 10 characters",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);

  const [start, end] = [businessDay(40), businessDay(42)];
  await dialog.getByLabel("Leave Type").selectOption({ label: "Sick Leave" });
  await dialog.getByLabel("Start Date").fill(end);
  await dialog.getByLabel("End Date").fill(start);
  await dialog.getByLabel("Reason").fill("Short");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByText("End date cannot be before start date", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Reason must be at least 10 characters", { exact: true })).toBeVisible();

  await dialog.getByLabel("Start Date").fill(start);
  await dialog.getByLabel("End Date").fill(end);
  await expect(dialog.getByText("3 days")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Fever and a doctor's advice to rest");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page, "Leave request submitted successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, "Leave Requests")).toContainText("1");

  await page.getByRole("tab", { name: "Leave Requests" }).click();
  const requests = page.getByRole("list", { name: "Leave requests" });
  await expect(requests.getByRole("listitem")).toHaveCount(1);
  await expect(requests).toContainText("Sick Leave");
  await expect(requests).toContainText("3 days");
  await expect(requests).toContainText("Pending");

  // The same dates again: the server's 409 is shown on the dates, and nothing is lost.
  await page.getByRole("button", { name: "Request Leave" }).click();
  await dialog.getByLabel("Leave Type").selectOption({ label: "Vacation" });
  await dialog.getByLabel("Start Date").fill(end);
  await dialog.getByLabel("End Date").fill(end);
  await dialog.getByLabel("Reason").fill("Family function in Nashik");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByText("You already have leave requested for these dates")).toBeVisible();
  await expect(dialog.getByLabel("Reason")).toHaveValue("Family function in Nashik");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(requests.getByRole("listitem")).toHaveCount(1);

  await requests.getByRole("button", { name: /^Cancel Sick Leave/ }).click();
  const confirm = page
    .getByRole("alertdialog", { name: "Cancel this leave request?" })
    .or(page.getByRole("dialog", { name: "Cancel this leave request?" }));
  await confirm.getByRole("button", { name: "Cancel Request" }).click();
  await expect(toast(page, "Leave request cancelled")).toBeVisible();
  await expect(requests).toContainText("Cancelled");
  await expect(requests.getByRole("button", { name: /^Cancel Sick Leave/ })).toHaveCount(0);
  await waitForToastsToClear(page);
  expect(await blockingViolations(page)).toEqual([]);
});

test("the profile tab shows the person's record and reporting manager", async ({ page, baseURL }) => {
  const manager = await hireEmployee(baseURL!, { firstName: "Ananya", lastName: "Kulkarni" });
  const { person } = await openAsNewEmployee(page, baseURL!, null, { reportingManagerId: manager.employee.id });
  await page.getByRole("tab", { name: "Profile" }).click();
  const panel = page.getByRole("tabpanel", { name: "Profile" });
  await expect(panel).toContainText(person.employee.employeeId);
  await expect(panel).toContainText(person.email);
  await expect(panel.getByText("Manager", { exact: true }).locator("..")).toContainText("Ananya Kulkarni");
  // The statutory details, read-only (hireEmployee: a woman working in Pune, a PF member); the regime is the Tax tab's.
  await expect(panel.getByText("Gender", { exact: true }).locator("..")).toContainText("Female");
  await expect(panel.getByText("State of work", { exact: true }).locator("..")).toContainText("Maharashtra");
  await expect(panel.getByText("Tax regime", { exact: true })).toHaveCount(0);
  await expect(panel.getByRole("combobox")).toHaveCount(0);
  await expect(panel.getByRole("textbox")).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
});

test("on a 360-pixel phone Check In is on the first screen and nothing scrolls sideways", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAsNewEmployee(page, baseURL!, null);
  await expect(page.getByRole("button", { name: "Check In" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Request Leave" })).toBeInViewport({ ratio: 1 });
  for (const tab of ["Attendance History", "Leave Requests", "Profile", "Payslips", "Tax"]) {
    await page.getByRole("tab", { name: tab }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  }
});

test("the admin draws an office geofence; a check-in outside it is accepted and flagged with its distance", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await loginAs(page, "admin", e2eAccounts.admin);
  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Working Time & Office Settings" });
  await expect(dialog.getByLabel("Shift Start")).toHaveValue(/^\d\d:\d\d$/);
  const geofence = dialog.getByLabel("Flag check-ins outside the office");
  if (!(await geofence.isChecked())) await geofence.check();
  await dialog.getByLabel("Latitude").fill(String(OFFICE.latitude));
  await dialog.getByLabel("Longitude").fill(String(OFFICE.longitude));
  await dialog.getByLabel("Radius (metres)").fill("abc");
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(dialog.getByRole("alert").first()).toBeVisible();
  await dialog.getByLabel("Radius (metres)").fill(String(OFFICE.radiusMetres));
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
  await expect(dialog).toBeHidden();

  const context = await browser.newContext({ baseURL });
  try {
    const employeePage = await context.newPage();
    await openAsNewEmployee(employeePage, baseURL!, SITE);
    await employeePage.getByRole("button", { name: "Check In" }).click();
    await expect(toast(employeePage, "Check-in Successful")).toBeVisible();
    const metres = Math.round(distanceMetres(SITE, OFFICE));
    await expect(history(employeePage)).toContainText(new RegExp(`Off-site \\((${metres - 1}|${metres}|${metres + 1}) m from office\\)`));
  } finally {
    await context.close();
  }
});

test("installable, and on a lost connection the portal opens from its cache and says that check-in needs a connection", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await openAsNewEmployee(page, baseURL!, null);
  const manifestHref = await page.locator("link[rel=manifest]").getAttribute("href");
  const manifest = (await (await page.request.get(manifestHref!)).json()) as { start_url: string; display: string; icons: unknown[] };
  expect(manifest).toMatchObject({ start_url: "/employee-dashboard", display: "standalone" });
  expect(manifest.icons.length).toBeGreaterThan(0);
  // The worker takes charge of the portal (and has cached its shell) once it is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole("button", { name: "Check In" })).toBeEnabled();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.context().setOffline(true);
  await expect(page.getByRole("button", { name: "Check-in needs a connection" })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "You are offline" })).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByRole("button", { name: "Check In" })).toBeEnabled();
});

test("the Holidays & Policies tab lists this year's holidays and the company's policies", PHONE_TOO, async ({ page, baseURL }) => {
  await openAsNewEmployee(page, baseURL!, null);
  await page.getByRole("tab", { name: "Holidays & Policies" }).click();
  const panel = page.getByRole("tabpanel", { name: "Holidays & Policies" });
  await expect(panel.getByRole("heading", { name: "Holidays this year" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Company policies" })).toBeVisible();
  await expect(panel.getByText(/Loading/)).toHaveCount(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);
});
