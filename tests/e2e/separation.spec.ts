import { readFile } from "node:fs/promises";
import { test } from "./support/test";
import { pdfText } from "../../src/server/testing/pdf-text";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";
import { PHONE_TOO } from "./support/widths";

/** A business date (Asia/Kolkata) `days` from today, YYYY-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

test("HR records a resignation, sees the settlement and downloads the statement", PHONE_TOO, async ({ page, baseURL }) => {
  test.slow();
  // Joined 1 Jan 2019 on the tests' form: basic 30,000, gross 49,850 (half of it below the basic).
  const person = await hireEmployee(baseURL!, { dateOfJoining: "2019-01-01" });
  await loginAs(page, "hr", e2eAccounts.hr);
  await page.goto("/hr-dashboard");
  await page.getByRole("button", { name: /Total Employees/ }).click();
  const panel = page.getByRole("region", { name: "Employees" });
  await panel.getByLabel("Search by name, email or department").fill(person.employee.lastName);
  await panel.getByRole("button", { name: `View ${person.name}` }).click();
  const record = page.getByRole("dialog", { name: person.name });
  await expect(record.getByRole("heading", { name: "Separation" })).toBeVisible();
  await expect(record.getByText("No separation recorded.")).toBeVisible();

  await record.getByRole("button", { name: "Record Separation" }).click();
  const form = page.getByRole("dialog", { name: "Record Separation" });
  await form.getByLabel("Type").selectOption("resignation");
  await form.getByLabel("Notice date").fill(dayFromToday(-10));
  await form.getByLabel("Last working day").fill(dayFromToday(5));
  // 30 days' notice (the record's), 16 served: the shortfall is recovered.
  await expect(form.getByLabel("Notice period (days)")).toHaveValue("30");
  await form.getByLabel("Notice shortfall").selectOption("recover");
  await form.getByLabel("Reason").fill("Moving to Bengaluru");
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Save Separation" }).click();
  await expect(toast(page, "Separation saved")).toBeVisible();

  await expect(record.getByText("Resignation")).toBeVisible();
  const lines = record.getByRole("list", { name: "Settlement lines" });
  await expect(lines.getByText("Gratuity", { exact: true })).toBeVisible();
  await expect(lines.getByText(/^15\/26 x basic ₹30,000 x \d+ years/)).toBeVisible();
  await expect(lines.getByText("Leave encashment", { exact: true })).toBeVisible();
  await expect(lines.getByText(/30 days of notice - 16 served = 14 days short x gross ₹49,850/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await waitForToastsToClear(page);
  expect(await blockingViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    record.getByRole("button", { name: `Download Statement for ${person.name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`settlement-${person.employee.employeeId}.pdf`);
  const text = await pdfText(await readFile((await download.path())!));
  for (const expected of ["Full and Final Settlement", person.name, "Resignation", "Gratuity", "Notice period recovery", "Settlement net"])
    expect(text).toContain(expected);
});
