import { test } from "./support/test";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";

/** The current month in Pune: always a draft (it can be finalised only from its last day). */
function currentMonth(): { value: string; name: string } {
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  return { value: today.slice(0, 7), name: first.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }) };
}

test("HR adds, edits and deletes a bonus in the draft month; the payroll table shows it under net pay", async ({ page, baseURL }) => {
  test.slow();
  const person = await hireEmployee(baseURL!, { dateOfJoining: "2025-01-01" });
  const month = currentMonth();
  await loginAs(page, "hr", e2eAccounts.hr);
  await page.goto("/hr-dashboard");
  await page.getByRole("button", { name: /Monthly Payroll/ }).click();
  const panel = page.getByRole("region", { name: "Payroll" });
  await expect(panel.getByText(`Showing payroll for ${month.name}`)).toBeVisible();
  const section = panel.getByRole("region", { name: "Adjustments and one-off items" });

  await section.getByRole("button", { name: "Add Item" }).click();
  const dialog = page.getByRole("dialog", { name: `Add Item: ${month.name}` });
  // Nothing filled: each required field says what is missing.
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(dialog.getByText("Choose an employee")).toBeVisible();
  await expect(dialog.getByText("Give a reason")).toBeVisible();
  await dialog.getByLabel("Employee").selectOption({ label: `${person.name} (${person.employee.employeeId})` });
  await dialog.getByLabel("Kind").selectOption({ label: "Bonus" });
  await expect(dialog.getByText("Taxable; not PF or ESI wages. The extra income tax is deducted this month.")).toBeVisible();
  await dialog.getByLabel("Amount (₹)").fill("10000");
  await dialog.getByLabel("Payslip text").fill("Diwali bonus");
  await dialog.getByLabel("Reason").fill("Festival bonus approved by the directors");
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(toast(page, "Item added")).toBeVisible();

  const row = section.getByRole("row").filter({ hasText: person.employee.employeeId });
  await expect(row).toContainText("Diwali bonus");
  await expect(row).toContainText("+₹10,000");
  const payrollRow = panel
    .getByRole("table", { name: "Payroll by employee" })
    .getByRole("row")
    .filter({ hasText: person.employee.employeeId });
  await expect(payrollRow).toContainText("Items +₹10,000");
  await waitForToastsToClear(page);

  await row.getByRole("button", { name: `Edit Diwali bonus for ${person.name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit Item: ${month.name}` });
  await expect(edit.getByLabel("Amount (₹)")).toHaveValue("10000");
  await edit.getByLabel("Amount (₹)").fill("12500");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Item updated")).toBeVisible();
  await expect(row).toContainText("+₹12,500");
  await expect(payrollRow).toContainText("Items +₹12,500");
  await waitForToastsToClear(page);

  await row.getByRole("button", { name: `Delete Diwali bonus for ${person.name}` }).click();
  await page
    .getByRole("dialog", { name: `Delete Diwali bonus for ${person.name}?` })
    .getByRole("button", { name: "Delete Item" })
    .click();
  await expect(toast(page, "Item deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(payrollRow).not.toContainText("Items");
  expect(await blockingViolations(page, { include: "section[aria-labelledby=pay-items-heading]" })).toEqual([]);
});
