import { test } from "./support/test";
import { formatDate } from "../../src/web/lib/format";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";
import { PHONE_TOO } from "./support/widths";

/**
 * Revise Salary from the employee record (docs/product.md section 10.6.1): HR opens a person's record,
 * revises the basic from today with a reason, and sees the revision in the Salary History; the dialog is
 * keyboard-operable and axe-clean, and nothing scrolls sideways at phone width.
 */
test("HR revises a salary from the record and sees it in the Salary History", PHONE_TOO, async ({ page, baseURL }) => {
  test.slow();
  // The builder's structure: basic 30,000, HRA 12,000, transport 1,600, medical 1,250, special 5,000: gross 49,850.
  const person = await hireEmployee(baseURL!);
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

  await loginAs(page, "hr", e2eAccounts.hr);
  await page.goto("/hr-dashboard");
  await page.getByRole("button", { name: /Total Employees/ }).click();
  const panel = page.getByRole("region", { name: "Employees" });
  await panel.getByLabel("Search by name, email or department").fill(person.employee.lastName);
  await panel.getByRole("button", { name: `View ${person.name}` }).click();
  const record = page.getByRole("dialog", { name: person.name });
  const history = record.locator("section").filter({ has: page.getByRole("heading", { name: "Salary History" }) });
  await expect(history.getByText("No revisions yet")).toBeVisible();

  await history.getByRole("button", { name: "Revise Salary" }).click();
  const dialog = page.getByRole("dialog", { name: "Revise Salary" });
  await expect(dialog.getByLabel("Effective from")).toHaveValue(today);
  await expect(dialog.getByLabel("Basic salary (₹ a month)")).toHaveValue("30000");
  expect(await blockingViolations(page)).toEqual([]);

  // Keyboard: the reason is required; Enter in a field sends the form.
  await dialog.getByLabel("Basic salary (₹ a month)").fill("35000");
  await dialog.getByLabel("Basic salary (₹ a month)").press("Enter");
  await expect(dialog.getByText("Give a reason for the revision")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Promotion to Senior Sales Executive");
  await dialog.getByLabel("HRA (₹ a month)").press("Enter");
  await expect(toast(page, "Salary revised")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // 49,850 + 5,000 = 54,850 a month, from today.
  await expect(history.getByText(`From ${formatDate(today)}`)).toBeVisible();
  await expect(history.getByRole("listitem").first()).toContainText("₹49,850");
  await expect(history.getByRole("listitem").first()).toContainText("₹54,850");
  await expect(history.getByText("Promotion to Senior Sales Executive")).toBeVisible();
  await expect(history.getByText(`By ${e2eAccounts.hr.firstName} ${e2eAccounts.hr.lastName}`)).toBeVisible();
  await expect(record.getByText("₹35,000").first()).toBeVisible();
  await waitForToastsToClear(page);
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
