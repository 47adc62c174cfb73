import { readFile } from "node:fs/promises";
import { request as playwrightRequest } from "@playwright/test";
import { test, type Download } from "./support/test";
import { pdfText } from "../../src/server/testing/pdf-text";
import { employeeRolePath } from "../../src/shared/contract/employees";
import { HR_PAYROLL_PATH, type PayrollMonth } from "../../src/shared/contract/payroll";
import { formatRupees } from "../../src/server/modules/payroll/payslip-pdf-kit";
import { formatMonth } from "../../src/web/lib/format";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs, sessionHeaderOf } from "./support/login-as";
import { nextMonthToFinalise, openPayroll } from "./support/payroll";

const textOf = async (download: Download) => pdfText(await readFile((await download.path())!));

/** The admin gives the person's account this role. */
async function setRole(baseURL: string, employeeRecordId: number, role: "admin" | "employee") {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const changed = await api.put(employeeRolePath(employeeRecordId), {
      data: { role },
      headers: await sessionHeaderOf("admin", e2eAccounts.admin),
    });
    expect(changed.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test("HR finalises a month and downloads a payslip; the employee downloads their own", async ({ page, browser, baseURL }) => {
  test.slow();
  const uan = `1001${String(Date.now()).slice(-8)}`;
  const person = await hireEmployee(baseURL!, { dateOfJoining: "2025-01-01", uan });
  // An admin account with an employee record: its pay is for admins only (docs/product.md section 9.9).
  const boss = await hireEmployee(baseURL!, { dateOfJoining: "2025-01-01" });
  await setRole(baseURL!, boss.employee.id, "admin");
  // This spec runs at 1440 px only (it is not tagged PHONE_TOO). Months are finalised in order: the next one still a draft.
  const hr = await loginAs(page, "hr", e2eAccounts.hr);
  const month = await nextMonthToFinalise(page.request, hr.sessionHeader);
  const panel = await openPayroll(page, month);
  await expect(panel.getByText(/^Draft: figures change/)).toBeVisible();
  await expect(panel.getByText(/Muster carries 19 salary components per employee/)).toBeVisible();
  // The table scrolls inside its box; the page itself never scrolls sideways at 1440 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const row = panel.getByRole("row").filter({ hasText: person.name });
  await expect(row).toContainText(person.employee.employeeId);
  // The record's gross: 30,000 + 12,000 + 1,600 + 1,250 + 5,000 (tests' employee form), less loss of pay for a month without check-ins.
  await expect(row.getByRole("button", { name: `Payslip for ${person.name}` })).toHaveAttribute("aria-disabled", "true");
  // HR's view leaves the admin account's row out and says so (one, or more when other specs made admins too).
  await expect(
    panel.getByText(/admin accounts?'s? pay is shown to admins only: the rows, totals, files and payslips here leave (it|them) out\./),
  ).toBeVisible();
  await expect(panel.getByRole("row").filter({ hasText: boss.employee.employeeId })).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);

  await panel.getByRole("button", { name: "Finalise Month" }).click();
  const confirm = page.getByRole("dialog", { name: `Finalise payroll for ${month.name}?` });
  await confirm.getByRole("button", { name: "Finalise Month" }).click();
  await expect(toast(page, "Payroll Finalised")).toBeVisible();
  await expect(panel.getByText(/^Finalised on .* These figures are frozen\./)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Finalise Month" })).toHaveCount(0);

  const [slip] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: `Payslip for ${person.name}` }).click(),
  ]);
  expect(slip.suggestedFilename()).toBe(`payslip-${person.employee.employeeId}-${month.value}.pdf`);
  const text = await textOf(slip);
  for (const expected of [`Payslip for ${month.name}`, person.employee.employeeId, person.name, "Sales Executive", "Net Pay", "Rupees"])
    expect(text).toContain(expected);
  // The statutory details, the employer's block and the year to date: a person new to this database has one
  // finalised month, so the year's figures are the month's own (as the API answers them).
  const frozen = (await (await page.request.get(`${HR_PAYROLL_PATH}?month=${month.value}`)).json()) as PayrollMonth;
  const paid = frozen.rows.find((candidate) => candidate.employeeId === person.employee.employeeId)!;
  expect(text).toContain(`UAN ${uan}`);
  expect(text).toContain("Employer contributions");
  expect(text).toContain("not deducted from your pay");
  expect(text).toContain(`Total employer contributions ${formatRupees(paid.employer.total)}`);
  expect(text).toContain(`Year to date, FY ${frozen.financialYear}`);
  expect(text).toContain(`Gross earned ${formatRupees(paid.earnedGross)}`);
  expect(text).toContain(`Provident Fund ${formatRupees(paid.deductions.providentFund)}`);
  expect(text).toContain(`TDS (Income Tax) ${formatRupees(paid.deductions.incomeTax)}`);
  await waitForToastsToClear(page);

  const [all] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download All Payslips" }).click()]);
  expect(all.suggestedFilename()).toBe(`payslips-${month.value}.pdf`);
  const allText = await textOf(all);
  expect(allText).toContain(person.employee.employeeId);
  expect(allText).not.toContain(boss.employee.employeeId);
  await setRole(baseURL!, boss.employee.id, "employee");

  // The employee, in their own portal.
  const employeePage = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(employeePage, "employee", person);
  await employeePage.goto("/employee-dashboard");
  await employeePage.getByRole("tab", { name: "Payslips" }).click();
  const short = formatMonth(`${month.value}-01`);
  const own = employeePage.getByRole("list", { name: "Payslips" }).getByRole("listitem").filter({ hasText: short });
  await expect(own).toBeVisible();
  expect(await blockingViolations(employeePage)).toEqual([]);
  const [mine] = await Promise.all([
    employeePage.waitForEvent("download"),
    own.getByRole("button", { name: `Download payslip for ${short}` }).click(),
  ]);
  const mineText = await textOf(mine);
  expect(mineText).toContain(person.employee.employeeId);
  expect(mineText).toContain(`Payslip for ${month.name}`);
  await employeePage.context().close();
});
