import { test, type Locator, type Page } from "./support/test";
import { exportPath } from "../../src/shared/contract/admin";
import { LOGIN_PATHS } from "../../src/shared/contract/auth";
import { EMPLOYEE_LEAVE_PATH } from "../../src/shared/contract/employee-portal";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs, sessionHeaderOf } from "./support/login-as";
import { PHONE_TOO } from "./support/widths";

/**
 * The portal on a phone (docs/product.md sections 2.3, 4.3, 5.1 and 5.7), and the same screens at 1440 px:
 * a panel opened from its card comes into view with focus on its title, lists are cards whose buttons need no
 * sideways scrolling, a toast sits below the header, the admin header folds behind 'Menu', and the audit log
 * names its records.
 */

const isPhone = (project: string) => project === "phone";
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** A Monday two to three weeks ahead (business dates in Pune): leave that needs nobody's attendance yet. */
function mondayAhead(): Date {
  const today = new Date(`${new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" })}T00:00:00Z`);
  const day = new Date(today.getTime() + 14 * 86_400_000);
  return new Date(day.getTime() + ((8 - day.getUTCDay()) % 7) * 86_400_000);
}

/** Nothing on the page is wider than the screen: it never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/**
 * The toast named `text` sits below the portal header (src/web/app/toaster.tsx, docs/product.md section 2.7): with
 * the page back at its top, where the header is on screen, the toast moves under it.
 */
async function expectToastBelowHeader(page: Page, text: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const placement = () =>
    page.evaluate((name) => {
      const header = document.querySelector("header")!.getBoundingClientRect();
      const shown = [...document.querySelectorAll("[data-sonner-toast]")].find((toast) => toast.textContent?.includes(name));
      if (!shown) return "no toast";
      const top = shown.getBoundingClientRect().top;
      return header.bottom > 0 && top >= header.bottom ? "below the header" : `toast top ${top}, header bottom ${header.bottom}`;
    }, text);
  await expect.poll(placement, { timeout: 3_000 }).toBe("below the header");
}

/** A button fully on the screen, its whole width inside the window, and (on a phone) one a finger can hit. */
async function expectInReach(page: Page, button: Locator, phone: boolean) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = (await button.boundingBox())!;
  const inner = await page.evaluate(() => window.innerWidth);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(inner);
  if (phone) expect(box.height).toBeGreaterThanOrEqual(44);
}

test(
  "HR opens the leave panel from its card and approves a request from its card, nothing scrolling sideways",
  PHONE_TOO,
  async ({ page, baseURL, browser }, testInfo) => {
    test.slow();
    const phone = isPhone(testInfo.project.name);
    const person = await hireEmployee(baseURL!);
    const monday = mondayAhead();
    const employee = await browser.newContext({ baseURL });
    try {
      const login = await employee.request.post(LOGIN_PATHS.employee, { data: { email: person.email, password: person.password } });
      const headers = { "x-employee-session": ((await login.json()) as { sessionId: string }).sessionId };
      const tuesday = new Date(monday.getTime() + 86_400_000);
      const filed = await employee.request.post(EMPLOYEE_LEAVE_PATH, {
        headers,
        data: { leaveType: "vacation", startDate: iso(monday), endDate: iso(tuesday), reason: "Family wedding in Kolhapur" },
      });
      expect(filed.status()).toBe(201);
    } finally {
      await employee.close();
    }

    await loginAs(page, "hr", e2eAccounts.hr);
    await page.goto("/hr-dashboard");
    await page.getByRole("button", { name: /Pending Leaves/ }).click();
    const panel = page.getByRole("region", { name: "Leave Requests" });
    // The panel comes to the reader: its title has focus and is on the screen (on a phone, below five cards).
    const heading = panel.getByRole("heading", { name: "Leave Requests" });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    await panel.getByLabel("Search by employee name or ID").fill(person.employee.lastName);
    // A card on a phone, a table row on a wide screen: the same request, the same buttons.
    const entry = phone
      ? panel.getByRole("listitem").filter({ hasText: person.name })
      : panel.getByRole("row").filter({ hasText: person.name });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("Family wedding in Kolhapur");
    if (phone) await expect(panel.getByRole("table")).toHaveCount(0);
    await waitForToastsToClear(page);
    expect(await blockingViolations(page, { include: `#${await panel.getAttribute("id")}` })).toEqual([]);

    const approve = entry.getByRole("button", { name: new RegExp(`^Approve leave for ${person.name}`) });
    await expect(entry.getByRole("button", { name: new RegExp(`^Reject leave for ${person.name}`) })).toBeVisible();
    await expectInReach(page, approve, phone);
    await expectNoSidewaysScroll(page);
    await (phone ? approve.tap() : approve.click());
    const dialog = page.getByRole("dialog", { name: "Approve Leave" });
    await dialog.getByRole("button", { name: /^Approve/ }).click();
    await expect(toast(page, "Leave approved")).toBeVisible();
    await expectToastBelowHeader(page, "Leave approved");
    // Decided: no longer among the pending ones.
    await expect(entry).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  },
);

test(
  "the admin header folds its buttons behind Menu on a phone; Escape folds them and focus returns; at 1440 px a Today entry opens its HR panel",
  PHONE_TOO,
  async ({ page }, testInfo) => {
    await loginAs(page, "admin", e2eAccounts.admin);
    await page.goto("/admin-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const menu = page.getByRole("button", { name: "Menu" });
    const settings = page.getByRole("button", { name: "Settings" });
    if (!isPhone(testInfo.project.name)) {
      // A wide screen shows every button in the header.
      await expect(menu).toBeHidden();
      await expect(settings).toBeVisible();
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The Today list's HR entries lead to their panel on the HR dashboard (section 5.1); no spec finalises last month.
      await page.getByRole("region", { name: "Today" }).getByRole("link", { name: "Open Payroll" }).first().click();
      await expect(page).toHaveURL(/\/hr-dashboard\?panel=payroll$/);
      return expect(page.getByRole("region", { name: "Payroll" }).getByRole("heading", { name: "Payroll" })).toBeFocused();
    }
    await expect(settings).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Security", "Settings", "Change Password", "Logout"])
      await expectInReach(page, page.getByRole("button", { name }), true);
    await expectInReach(page, page.getByRole("link", { name: "HR Dashboard", exact: true }), true);
    // From the keyboard: Tab reaches the first action; Escape folds them and gives focus back to Menu.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "HR Dashboard", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await expect(settings).toBeHidden();

    // An action that opens a dialog leaves the menu open under it, and focus returns to it when the dialog closes.
    await menu.click();
    await settings.click();
    const dialog = page.getByRole("dialog", { name: "Working Time & Office Settings" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(settings).toBeFocused();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expectNoSidewaysScroll(page);
  },
);

test("the audit log is a panel that names its records, filtered by event and dates", PHONE_TOO, async ({ page, baseURL }, testInfo) => {
  test.slow();
  const phone = isPhone(testInfo.project.name);
  const api = page.context().request;
  expect(
    (await api.get(`${baseURL}${exportPath("projects")}`, { headers: await sessionHeaderOf("admin", e2eAccounts.admin) })).status(),
  ).toBe(200);

  await loginAs(page, "admin", e2eAccounts.admin);
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  if (phone) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Security" }).click();
  const panel = page.getByRole("region", { name: "Security & audit log" });
  const heading = panel.getByRole("heading", { name: "Security & audit log" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // The Security action folded the phone's menu away.
  if (phone) await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");

  await panel.getByLabel("Event", { exact: true }).selectOption({ label: "Export downloaded" });
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  await panel.getByLabel("From", { exact: true }).fill(today);
  await panel.getByLabel("To", { exact: true }).fill(today);
  const entry = (phone ? panel.getByRole("listitem") : panel.getByRole("row")).filter({ hasText: "Projects export" }).first();
  await expect(entry).toContainText("Export downloaded");
  await expect(entry).toContainText(`${e2eAccounts.admin.firstName} ${e2eAccounts.admin.lastName}`);
  // The record by its name; the stored subject stays on hover.
  await expect(entry.getByText("Projects export", { exact: true })).toHaveAttribute("title", "export:projects");
  await expect(panel.getByText("export:projects", { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await waitForToastsToClear(page);
  expect(await blockingViolations(page, { include: "#admin-panel-audit" })).toEqual([]);

  // A 'To' before 'From' is said under it; the list keeps its last good filter.
  await panel.getByLabel("To", { exact: true }).fill("2020-01-01");
  await expect(panel.getByText("'To' cannot be before 'From'")).toBeVisible();
  await expect(panel.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(entry).toBeVisible();
  expect(await blockingViolations(page, { include: "#admin-panel-audit" })).toEqual([]);
});
