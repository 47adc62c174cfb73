import { readFile } from "node:fs/promises";
import { request as playwrightRequest } from "@playwright/test";
import { test } from "./support/test";
import { HR_PAYROLL_PATH, type PayrollMonth } from "../../src/shared/contract/payroll";
import { ADMIN_SETTINGS_PATH, type Settings } from "../../src/shared/contract/settings";
import { formatDate, formatMonth } from "../../src/web/lib/format";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs, sessionHeaderOf } from "./support/login-as";
import { nextMonthToFinalise, openPayroll } from "./support/payroll";

test("HR downloads the bank file of a finalised month and marks it paid; the employee sees the payment date", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const accountNumber = `7710${String(Date.now()).slice(-10)}`;
  const person = await hireEmployee(baseURL!, {
    dateOfJoining: "2025-01-01",
    accountNumber,
    bankName: "HDFC Bank",
    ifscCode: "HDFC0001234",
  });
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  // Every layout needs the company's debit account (docs/product.md section 9.14.1): the admin sets one at Axis Bank,
  // so this person's HDFC credit goes by NEFT.
  const api = await playwrightRequest.newContext({ baseURL });
  const adminHeader = await sessionHeaderOf("admin", e2eAccounts.admin);
  const settings = (await (await api.get(ADMIN_SETTINGS_PATH, { headers: adminHeader })).json()) as Settings;
  const saved = await api.put(ADMIN_SETTINGS_PATH, {
    headers: adminHeader,
    data: { ...settings, debitAccountNumber: "912020012345678", debitIfsc: "UTIB0000240" },
  });
  expect(saved.status()).toBe(200);
  await api.dispose();

  const hr = await loginAs(page, "hr", e2eAccounts.hr);
  // Months are finalised in order (docs/product.md section 9.14): the next one still a draft.
  const month = await nextMonthToFinalise(page.request, hr.sessionHeader);
  const panel = await openPayroll(page, month);
  // A draft has nothing to pay yet.
  await expect(panel.getByRole("region", { name: "Payment" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Finalise Month" }).click();
  await page
    .getByRole("dialog", { name: `Finalise payroll for ${month.name}?` })
    .getByRole("button", { name: "Finalise Month" })
    .click();
  await expect(toast(page, "Payroll Finalised")).toBeVisible();

  const payment = panel.getByRole("region", { name: "Payment" });
  await expect(payment.getByText("Finalised, payment pending")).toBeVisible();
  await waitForToastsToClear(page);

  // Bank File: total and count first, then the password again.
  const frozen = (await (await page.request.get(`${HR_PAYROLL_PATH}?month=${month.value}`)).json()) as PayrollMonth;
  const row = frozen.rows.find((candidate) => candidate.employeeId === person.employee.employeeId)!;
  expect(row.netPay).toBeGreaterThan(0);
  await payment.getByRole("button", { name: "Bank File" }).click();
  const bankFile = page.getByRole("dialog", { name: `Bank transfer file for ${month.name}` });
  await expect(bankFile.getByText("Transfers")).toBeVisible();
  await expect(bankFile.getByText("Layout: Generic NEFT/RTGS CSV (the admin chooses it in Settings).")).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await bankFile.getByLabel("Your password").fill("not-the-password");
  await bankFile.getByRole("button", { name: "Download" }).click();
  await expect(bankFile.getByText("Password is incorrect")).toBeVisible();
  await bankFile.getByLabel("Your password").fill(e2eAccounts.hr.password);
  const [download] = await Promise.all([page.waitForEvent("download"), bankFile.getByRole("button", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toBe(`bank-transfer-${month.value}.csv`);
  const lines = (await readFile((await download.path())!, "utf8")).split("\r\n");
  expect(lines[0]).toBe(
    "Payment Type,Value Date,Debit Account Number,Debit IFSC,Beneficiary Name,Beneficiary Account Number,IFSC Code,Bank Name,Amount,Currency,Narration,Employee ID",
  );
  const valueDate = today.split("-").reverse().join("/");
  const mine = lines.find((line) => line.endsWith(`,${person.employee.employeeId}`));
  expect(mine).toMatch(
    new RegExp(
      `^NEFT,${valueDate},912020012345678,UTIB0000240,${person.name},${accountNumber},HDFC0001234,HDFC Bank,${row.netPay}\\.00,INR,Salary ${month.short} [^,]+,${person.employee.employeeId}$`,
    ),
  );
  expect(lines.at(-2)).toMatch(new RegExp(`^TOTAL,${valueDate},912020012345678,UTIB0000240,`));
  await waitForToastsToClear(page);

  // Mark as Paid: the date is today unless changed.
  await payment.getByRole("button", { name: "Mark as Paid" }).click();
  const markPaid = page.getByRole("dialog", { name: `Mark ${month.name} as paid?` });
  await expect(markPaid.getByLabel("Payment date")).toHaveValue(today);
  expect(await blockingViolations(page)).toEqual([]);
  await markPaid.getByRole("button", { name: "Mark as Paid" }).click();
  await expect(toast(page, `${month.name} marked as paid`)).toBeVisible();
  await expect(payment.getByText(`Paid on ${formatDate(today)}`)).toBeVisible();
  await expect(payment.getByRole("button", { name: "Mark as Paid" })).toHaveCount(0);
  // A paid month's file is refused: no Bank File any more.
  await expect(payment.getByRole("button", { name: "Bank File" })).toHaveCount(0);
  await waitForToastsToClear(page);

  // The employee, in their own portal.
  const employeePage = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(employeePage, "employee", person);
  await employeePage.goto("/employee-dashboard");
  await employeePage.getByRole("tab", { name: "Payslips" }).click();
  const own = employeePage
    .getByRole("list", { name: "Payslips" })
    .getByRole("listitem")
    .filter({ hasText: formatMonth(`${month.value}-01`) });
  await expect(own.getByText(`Paid on ${formatDate(today)}`)).toBeVisible();
  await employeePage.context().close();
});
