import { readFileSync } from "node:fs";
import { test, type Page } from "./support/test";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "../../src/shared/contract/employees";
import { buildEmployeeInput } from "../../src/server/seed/builders";
import { pdfFile, pngFile } from "../../src/server/testing/uploads";
import { E2E_DOMAIN, e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";
import { passwordLinkIn, waitForMail } from "./support/mailbox";

async function openEmployees(page: Page) {
  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: /Employee Management/ }).click();
  const panel = page.getByRole("region", { name: "Employees" });
  await expect(panel).toBeVisible();
  return panel;
}

/** A unique person per run and project (the desktop and phone projects share the database). */
const uniquePerson = (project: string) => {
  const n = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const tag = project === "phone" ? "P" : "D";
  return { employeeId: `E2E${tag}${n}`, lastName: `Tester${tag}${n}`, email: `kavya.tester${tag.toLowerCase()}${n}@${E2E_DOMAIN}` };
};

test("an admin hires a person with two documents; the person sets a password through the welcome e-mail, and must change a reset one first", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await loginAs(page, "admin", e2eAccounts.admin);
  const panel = await openEmployees(page);
  const person = uniquePerson(testInfo.project.name);
  const values = buildEmployeeInput(E2E_DOMAIN);

  await panel.getByRole("button", { name: "Add Employee" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Employee" });
  for (const section of ["Personal Information", "Job Information", "Salary Structure", "Statutory Details", "Bank & Document Details"]) {
    await expect(dialog.getByRole("group", { name: section })).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Create Employee" }).click();
  for (const message of [
    "Employee ID is required",
    "Valid email is required",
    "Valid phone number is required",
    "Emergency contact is required",
    "PAN number is required",
    "Gender is required",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);

  await dialog.getByLabel("Employee ID").fill(person.employeeId);
  await dialog.getByLabel("First Name").fill("Kavya");
  await dialog.getByLabel("Last Name").fill(person.lastName);
  await dialog.getByLabel("Email").fill(person.email);
  await dialog.getByLabel("Phone Number").fill("9822012345");
  await dialog.getByLabel("Date of Birth").fill("1996-08-15");
  await dialog.getByLabel("Address").fill("Flat 12, Ganga Heights, Baner, Pune 411045");
  await dialog.getByLabel("Emergency Contact").fill("Suresh Joshi, 9822098220");
  await dialog.getByLabel("Department").selectOption("Sales");
  await dialog.getByLabel("Designation").fill("Sales Executive");
  await dialog.getByLabel("Date of Joining").fill("2026-04-01");
  await dialog.getByLabel("Work Location").selectOption("Pune");
  await dialog.getByLabel("Employment Type").selectOption("Full-time");
  await dialog.getByLabel("Basic Salary").fill("30000");
  await dialog.getByLabel("HRA").fill("12000");
  // The deductions are computed, not typed: PF 12% of basic capped at 15,000; PT 200 above 10,000 gross;
  // no income tax on 5,04,000 a year (within the new regime's rebate).
  const totals = dialog.getByLabel("Salary totals");
  await expect(totals).toContainText("Provident fund: ₹1,800");
  await expect(totals).toContainText("Professional tax: ₹200");
  await expect(totals).toContainText(/Income tax \(new regime[^)]*\): ₹0/);
  await expect(dialog.getByLabel("Provident Fund")).toHaveCount(0);
  await expect(dialog.getByText("₹42,000").first()).toBeVisible();
  await dialog.getByLabel("Gender").selectOption("Female");
  await dialog.getByLabel("UAN").fill("1001234");
  await expect(dialog.getByLabel("State of Work")).toHaveValue("");
  await expect(dialog.getByLabel("State of Work").locator("option").first()).toHaveText("From work location (Maharashtra)");
  // The regime is chosen for each financial year in the tax declaration, not on the record.
  await expect(dialog.getByLabel("Tax Regime")).toHaveCount(0);
  await dialog.getByLabel("Bank Name").fill("HDFC Bank");
  await dialog.getByLabel("Account Number").fill(values.accountNumber!);
  await dialog.getByLabel("IFSC Code").fill("hdfc0001234");
  await dialog.getByLabel("PAN Number").fill(values.panNumber!.toLowerCase());
  await dialog.getByLabel("Aadhaar Number").fill(values.aadharNumber!);
  const offer = pdfFile("offer-letter.pdf");
  const photo = pngFile("photo.png");
  await dialog.getByLabel("Documents").setInputFiles([
    { name: offer.name, mimeType: "application/pdf", buffer: offer.content },
    { name: photo.name, mimeType: "image/png", buffer: photo.content },
  ]);
  await expect(dialog.getByText("offer-letter.pdf")).toBeVisible();
  await expect(dialog.getByText("0.00 MB").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Create Employee" }).click();
  await expect(dialog.getByText("UAN must be 12 digits", { exact: true })).toBeVisible();
  await dialog.getByLabel("UAN").fill("1001 2345 6789");
  await dialog.getByRole("button", { name: "Create Employee" }).click();
  await expect(toast(page, "Employee created successfully")).toBeVisible();

  // A mail server is configured (support/servers.ts): a welcome e-mail with a set-password link, no temporary password.
  const issued = page.getByRole("dialog", { name: "Welcome E-mail Sent" });
  await expect(issued).toContainText(person.email);
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await issued.getByRole("button", { name: "Done" }).click();
  await expect(issued).toBeHidden();
  const row = panel.getByRole("row").filter({ hasText: person.employeeId });
  await expect(row).toContainText("₹42,000");
  await expect(row).toContainText("Active");

  // The documents arrived with the record.
  await row.getByRole("button", { name: `View Kavya ${person.lastName}` }).click();
  const detail = page.getByRole("dialog", { name: `Kavya ${person.lastName}` });
  await expect(detail.getByText("offer-letter.pdf")).toBeVisible();
  await expect(detail.getByText("photo.png")).toBeVisible();
  // The statutory details as saved.
  await expect(detail).toContainText("100123456789");
  await expect(detail.getByText("State of work", { exact: true }).locator("..")).toContainText("Maharashtra");

  // The new person sets a password through the e-mailed link (no identifier in the e-mail) and logs in with it.
  const welcome = await waitForMail(person.email);
  for (const identifier of [values.panNumber!, values.aadharNumber!, values.accountNumber!]) expect(welcome.text).not.toContain(identifier);
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto(passwordLinkIn(welcome));
  await newcomer.getByLabel("New password", { exact: true }).fill("Kothrud-Sales-Desk-2026");
  await newcomer.getByLabel("Confirm new password").fill("Kothrud-Sales-Desk-2026");
  await newcomer.getByRole("button", { name: "Set password" }).click();
  await expect(newcomer.getByRole("status")).toContainText("Your password is set.");
  await loginAs(newcomer, "employee", { email: person.email, password: "Kothrud-Sales-Desk-2026" });
  await newcomer.goto("/employee-dashboard");
  await expect(newcomer.getByText(`Kavya ${person.lastName}`).first()).toBeVisible();

  // A password the admin resets is temporary: shown once, and the person must change it first.
  await detail.getByRole("button", { name: "Reset Password" }).click();
  await page.getByRole("dialog", { name: "Reset Password" }).getByRole("button", { name: "Reset Password" }).click();
  const temporary = page.getByRole("dialog", { name: "Temporary Password" });
  await expect(temporary).toContainText("This password will not be shown again.");
  const temporaryPassword = (await temporary.locator("code").textContent())!.trim();
  expect(temporaryPassword).toMatch(/^\w{5}-\w{5}-\w{5}$/);
  await temporary.getByRole("button", { name: "Done" }).click();
  await newcomer.context().clearCookies();
  await loginAs(newcomer, "employee", { email: person.email, password: temporaryPassword });
  await newcomer.goto("/employee-dashboard");
  await expect(newcomer.getByRole("heading", { name: "Change your temporary password" })).toBeVisible();
  await newcomer.getByLabel("Current password").fill(temporaryPassword);
  await newcomer.getByLabel("New password", { exact: true }).fill("Baner-Sales-Desk-2026");
  await newcomer.getByLabel("Confirm new password").fill("Baner-Sales-Desk-2026");
  await newcomer.getByRole("button", { name: "Save Password" }).click();
  await expect(newcomer.getByRole("heading", { name: "Change your temporary password" })).toBeHidden();
  await expect(newcomer.getByText(`Kavya ${person.lastName}`).first()).toBeVisible();
  await context.close();
});

test("an admin views, reveals, edits and deactivates a person", async ({ page }, testInfo) => {
  test.slow();
  const { sessionHeader } = await loginAs(page, "admin", e2eAccounts.admin);
  const person = uniquePerson(testInfo.project.name);
  const input = buildEmployeeInput(E2E_DOMAIN, { ...person, firstName: "Ritika", designation: "Sales Executive" });
  const response = await page.request.post(ADMIN_EMPLOYEES_PATH, { data: input, headers: sessionHeader });
  expect(response.status()).toBe(201);
  const { employee } = (await response.json()) as EmployeeCreated;
  const name = `Ritika ${person.lastName}`;

  const panel = await openEmployees(page);
  const row = panel.getByRole("row").filter({ hasText: person.employeeId });
  await row.getByRole("button", { name: `View ${name}` }).click();
  const detail = page.getByRole("dialog", { name });
  await expect(detail).toContainText(employee.panNumber!);
  await expect(detail).toContainText(employee.aadharNumber!);
  await expect(detail).not.toContainText(input.panNumber!);
  await detail.getByRole("button", { name: "Reveal" }).click();
  await expect(detail).toContainText(input.panNumber!);
  await expect(detail).toContainText(input.accountNumber!);
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await detail.getByRole("button", { name: "Hide" }).click();
  await expect(detail).not.toContainText(input.panNumber!);
  await page.keyboard.press("Escape");
  // Keyboard users land back where they were.
  await expect(row.getByRole("button", { name: `View ${name}` })).toBeFocused();

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Employee" });
  await expect(edit.getByLabel("Employee ID")).toHaveValue(person.employeeId);
  await expect(edit.getByLabel("PAN Number")).toHaveValue("");
  await expect(edit.getByText(`Leave blank to keep ${employee.panNumber}`)).toBeVisible();
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await edit.getByLabel("Designation").fill("Senior Sales Executive");
  await edit.getByRole("button", { name: "Update Employee" }).click();
  await expect(toast(page, "Employee updated successfully")).toBeVisible();
  await expect(row).toContainText("Senior Sales Executive");

  await waitForToastsToClear(page);
  await row.getByRole("button", { name: `View ${name}` }).click();
  await detail.getByRole("button", { name: "Deactivate" }).click();
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: /Deactivate/ }));
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(detail).toContainText("Inactive");
  await page.keyboard.press("Escape");
  await expect(row).toContainText("Inactive");
});

test("an admin exports the payroll with masked bank details and reads the audit log", async ({ page }) => {
  test.slow();
  await loginAs(page, "admin", e2eAccounts.admin);
  const panel = await openEmployees(page);
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Export Payroll" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payroll-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = readFileSync((await file.path())!, "utf8");
  expect(content.slice(1).split("\r\n")[0]).toBe(
    "Employee ID,Name,Department,Designation,Status,Basic Salary,HRA,Transport Allowance,Medical Allowance,Special Allowance,Other Allowances,Monthly CTC,Annual CTC,Provident Fund,Professional Tax,Income Tax,Other Deductions,Total Deductions,Net Salary,Bank Name,Account Number,IFSC Code,Salary Data",
  );
  expect(content).toMatch(/,XXXXXX\d{4},[A-Z]{4}0[A-Z0-9]{6},Recorded\r\n/);
  // The e2e accounts made by the account command have no salary structure: estimated, and marked.
  expect(content).toContain("Estimated");
  const records = content.split("\r\n").filter(Boolean).length - 1;
  await expect(toast(page, "Export Complete")).toContainText(`${records} record`);

  await page.getByRole("button", { name: "Security" }).click();
  const audit = page.getByRole("region", { name: "Security & audit log" });
  await expect(audit.getByRole("row").filter({ hasText: "Payroll export" }).first()).toBeVisible();
  await audit.getByLabel("Event").selectOption({ label: "Identifiers revealed" });
  await expect(audit.getByRole("row").nth(1)).toBeVisible();
  expect(await blockingViolations(page, { include: "#admin-panel-audit" })).toEqual([]);
});
