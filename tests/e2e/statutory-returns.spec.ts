import { readFile } from "node:fs/promises";
import { test } from "./support/test";
import { HR_PAYROLL_PATH, type PayrollMonth } from "../../src/shared/contract/payroll";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";
import { nextMonthToFinalise, openPayroll } from "./support/payroll";

test("HR finalises a month and downloads its EPFO ECR", async ({ page, baseURL }) => {
  test.slow();
  const uan = `1${String(Date.now()).slice(-11)}`;
  const person = await hireEmployee(baseURL!, { dateOfJoining: "2025-01-01", uan });
  const hr = await loginAs(page, "hr", e2eAccounts.hr);
  // Months are finalised in order (docs/product.md section 9.14): the next one still a draft.
  const month = await nextMonthToFinalise(page.request, hr.sessionHeader);
  const panel = await openPayroll(page, month);
  // A draft has no statutory files.
  await expect(panel.getByRole("region", { name: "Statutory Files" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Finalise Month" }).click();
  await page
    .getByRole("dialog", { name: `Finalise payroll for ${month.name}?` })
    .getByRole("button", { name: "Finalise Month" })
    .click();
  await expect(toast(page, "Payroll Finalised")).toBeVisible();
  await waitForToastsToClear(page);

  const files = panel.getByRole("region", { name: "Statutory Files" });
  await expect(files.getByRole("button", { name: "ECR (EPFO)" })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent("download"), files.getByRole("button", { name: "ECR (EPFO)" }).click()]);
  expect(download.suggestedFilename()).toBe(`ecr-${month.value}.txt`);
  const lines = (await readFile((await download.path())!, "utf8")).split("\r\n");

  // The line is the frozen row's figures: EPF wages the earned basic (at most 15,000, capped by default), EPS and
  // EDLI wages at most 15,000, the employee's 12%, EPS, the employer's EPF share, the loss-of-pay days within service as NCP days.
  const frozen = (await (await page.request.get(`${HR_PAYROLL_PATH}?month=${month.value}`)).json()) as PayrollMonth;
  const row = frozen.rows.find((candidate) => candidate.employeeId === person.employee.employeeId)!;
  const wage = Math.min(row.earnedBasic, 15_000);
  const expected = [
    uan,
    person.name,
    row.earnedGross,
    wage,
    wage,
    wage,
    row.deductions.providentFund,
    row.employer.eps,
    row.employer.epf,
    row.ncpDays,
    0,
  ].join("#~#");
  expect(lines).toContain(expected);
  expect(lines.every((line) => line === "" || line.split("#~#").length === 11)).toBe(true);
});
