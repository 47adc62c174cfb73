import type { Locator, Page } from "@playwright/test";
import { test } from "./support/test";
import { e2eAccounts } from "./support/accounts";
import { hireEmployee } from "./support/employees";
import { expect, toast } from "./support/login";
import { loginAs } from "./support/login-as";

/**
 * The old regime and its TDS end to end (docs/product.md section 10.2): the employee chooses the old regime and declares rent on the Tax tab, sees
 * how this month's TDS is now worked out, and HR sees that person's TDS change in the current month's
 * draft payroll, to the figure the employee was shown.
 */

const currentMonth = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }).slice(0, 7);

/** The TDS cell of the person's row in HR's payroll panel for the current month (a draft). */
async function draftTds(page: Page, name: string): Promise<string> {
  await page.goto("/hr-dashboard");
  await page.getByRole("button", { name: /Monthly Payroll/ }).click();
  const panel = page.getByRole("region", { name: "Payroll" });
  await panel.getByLabel("Month").fill(currentMonth());
  await expect(panel.getByText(/^Draft: figures change/)).toBeVisible();
  const headers = await panel.getByRole("columnheader").allInnerTexts();
  const column = headers.findIndex((header) => header.trim() === "TDS");
  expect(column).toBeGreaterThan(-1);
  const row = panel.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return (await row.getByRole("cell").nth(column).innerText()).trim();
}

const sentence = (tab: Locator) => tab.getByTestId("tds-sentence");

test("the employee declares rent under the old regime; HR's draft payroll deducts the TDS the Tax tab shows", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // Gross ₹4,00,000 a month (basic 2,00,000, HRA 80,000, special 1,20,000): income tax under either regime.
  const person = await hireEmployee(baseURL!, {
    dateOfJoining: "2025-01-01",
    basicSalary: 200_000,
    hra: 80_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 120_000,
    otherAllowances: 0,
  });

  await loginAs(page, "hr", e2eAccounts.hr);
  const before = await draftTds(page, person.name);
  expect(before).toMatch(/^₹[\d,]+$/);

  const employeePage = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(employeePage, "employee", person);
  await employeePage.goto("/employee-dashboard");
  await employeePage.getByRole("tab", { name: "Tax" }).click();
  const tab = employeePage.getByRole("tabpanel", { name: "Tax" });
  const comparison = tab.getByTestId("tds-comparison");
  await expect(comparison).toBeVisible();
  // The new regime applies until they choose: its figure is the draft's.
  await expect(comparison.getByRole("columnheader", { name: /New regime.*Applies/ })).toBeVisible();
  await expect(sentence(tab)).toContainText(`This month's TDS: ${before} = (annual tax ₹`);

  await tab.getByRole("radio", { name: /^Old regime/ }).check();
  await tab.getByLabel("Rent paid (₹ a month)").fill("50000");
  await tab.getByLabel("City of the rented home").fill("Pune");
  await tab.getByRole("button", { name: "Save Declaration" }).click();
  await expect(toast(employeePage, "Tax declaration saved")).toBeVisible();
  await expect(comparison.getByRole("columnheader", { name: /Old regime.*Applies/ })).toBeVisible();
  await expect(sentence(tab)).not.toContainText(`This month's TDS: ${before} `);
  const shown = /This month's TDS: (₹[\d,]+) =/.exec(await sentence(tab).innerText())![1]!;
  // Readable on a phone: the page never scrolls sideways.
  await employeePage.setViewportSize({ width: 375, height: 812 });
  expect(await employeePage.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  const after = await draftTds(page, person.name);
  expect(after).not.toBe(before);
  expect(after).toBe(shown);
});
