import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ME_PATH, AUTH_PASSWORD_PATH, passwordChangeRequiredMessage } from "@/shared/contract/auth";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeDeactivatePath,
  employeePath,
  employeeReactivatePath,
  employeeResetPasswordPath,
  employeeRolePath,
  type EmployeeCreated,
  type EmployeeInput,
} from "@/shared/contract/employees";
import { employees, staffAccounts } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { login, people, sessionFor, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { createSession } from "../../auth/session-store";
import { listAudit } from "../audit/store";
import { createStaffAccount, deactivateAccount } from "../users/service";

/**
 * The admin's employee API, part 1: hiring (validation, encryption, linking an existing account)
 * and the accounts that come with a record (temporary password, reset, role, deactivation).
 * One file because the last-admin case under "accounts" uses the admin's record that the
 * linking case under "POST" makes. The list, the edit, who may and the transactions: admin-routes-edit.test.ts.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const create = (input: Partial<EmployeeInput> & Record<string, unknown> = {}) =>
  ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: { ...buildEmployeeInput(TEST_DOMAIN), ...input } });
const hire = async (input: Partial<EmployeeInput> = {}) => {
  const response = await create(input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EmployeeCreated>();
};
const fieldError = async (input: Record<string, unknown>, field: string) => {
  const response = await create(input);
  expect(response.statusCode, JSON.stringify(input)).toBe(400);
  return response.json().fieldErrors?.[field]?.[0];
};

describe("POST /api/admin/employees", () => {
  it("hires: masked record, totals computed on the server (client totals ignored), an employee account with a temporary password", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN, { panNumber: "abcde 1234 f", aadharNumber: "2345 6789 0124", accountNumber: "5010 0012 3456 78" });
    const response = await create({ ...input, ctcMonthly: 1, ctcAnnual: 2, totalDeductions: 3, isActive: false });
    expect(response.statusCode).toBe(201);
    const { employee, temporaryPassword } = response.json<EmployeeCreated>();
    expect(employee).toMatchObject({
      employeeId: input.employeeId,
      email: input.email,
      ctcMonthly: 49_850,
      ctcAnnual: 598_200,
      totalDeductions: 2_000,
      netSalary: 47_850,
      hasSalaryData: true,
      isActive: true,
      panNumber: "ABCDE****F",
      aadharNumber: "XXXX XXXX 0124",
      accountNumber: "XXXXXX5678",
      ifscCode: "HDFC0001234",
      account: { role: "employee", isActive: true, mustChangePassword: true, lastLoginAt: null },
    });
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{5}-[A-Za-z2-9]{5}-[A-Za-z2-9]{5}$/);
    const [entry] = await listAudit(ctx.database.db, { event: "employee.created", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { employeeId: input.employeeId, accountCreated: true } });
  });

  it("stores Aadhaar, PAN and account number only encrypted: the raw row holds none of them in clear", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN);
    const { employee } = await hire(input);
    const [row] = await ctx.database.db.select().from(employees).where(eq(employees.id, employee.id));
    const raw = JSON.stringify(row);
    for (const value of [input.aadharNumber, input.panNumber, input.accountNumber]) expect(raw).not.toContain(value);
    expect(row!.aadhaarEncrypted).toMatch(/^v1\./);
    expect(ctx.cipher.decrypt(row!.aadhaarEncrypted!)).toBe(input.aadharNumber);
  });

  it("answers the employee form's messages word for word", async () => {
    const required: [keyof EmployeeInput, string][] = [
      ["employeeId", "Employee ID is required"],
      ["firstName", "First name is required"],
      ["lastName", "Last name is required"],
      ["department", "Department is required"],
      ["designation", "Designation is required"],
      ["dateOfJoining", "Date of joining is required"],
      ["dateOfBirth", "Date of birth is required"],
      ["address", "Address is required"],
      ["bankName", "Bank name is required"],
      ["accountNumber", "Account number is required"],
      ["ifscCode", "IFSC code is required"],
      ["panNumber", "PAN number is required"],
      ["aadharNumber", "Aadhaar number is required"],
      ["workLocation", "Work location is required"],
      ["employmentType", "Employment type is required"],
    ];
    for (const [field, message] of required) expect(await fieldError({ [field]: "  " }, field), field).toBe(message);
    expect(await fieldError({ email: "kavya@" }, "email")).toBe("Valid email is required");
    expect(await fieldError({ email: "kavya@gmail.com" }, "email")).toBe(`Only @${TEST_DOMAIN} email addresses are allowed`);
    expect(await fieldError({ phone: "982201234" }, "phone")).toBe("Valid phone number is required");
    expect(await fieldError({ emergencyContact: "982209822" }, "emergencyContact")).toBe("Emergency contact is required");
    const amounts: [keyof EmployeeInput, string][] = [
      ["basicSalary", "Basic salary"], ["hra", "HRA"], ["transportAllowance", "Transport allowance"], ["medicalAllowance", "Medical allowance"],
      ["specialAllowance", "Special allowance"], ["otherAllowances", "Other allowances"], ["providentFund", "Provident fund"],
      ["professionalTax", "Professional tax"], ["incomeTax", "Income tax"], ["otherDeductions", "Other deductions"],
      ["probationPeriod", "Probation period"], ["noticePeriod", "Notice period"],
    ];
    for (const [field, label] of amounts) expect(await fieldError({ [field]: -1 }, field), field).toBe(`${label} must be positive`);
    expect(await fieldError({ probationPeriod: 2.5 }, "probationPeriod")).toBe("Probation period must be positive");
    expect(await fieldError({ department: "Legal" }, "department")).toBe("Department is required");
    expect(await fieldError({ workLocation: "Delhi" }, "workLocation")).toBe("Work location is required");
    expect(await fieldError({ employmentType: "Freelance" }, "employmentType")).toBe("Employment type is required");
  });

  it("checks the identifiers after upper-casing and removing spaces", async () => {
    expect(await fieldError({ panNumber: "ABCD1234F" }, "panNumber")).toBe("Enter a valid PAN, e.g. ABCDE1234F");
    expect(await fieldError({ aadharNumber: "234567890123" }, "aadharNumber")).toBe("Enter a valid 12-digit Aadhaar number");
    expect(await fieldError({ aadharNumber: "23456789012" }, "aadharNumber")).toBe("Enter a valid 12-digit Aadhaar number");
    expect(await fieldError({ ifscCode: "HDFC1001234" }, "ifscCode")).toBe("Enter a valid IFSC code");
    expect(await fieldError({ accountNumber: "12345678" }, "accountNumber")).toBe("Enter a valid account number");
    expect(await fieldError({ accountNumber: "1234567890123456789" }, "accountNumber")).toBe("Enter a valid account number");
    // The edges that pass: 9 and 18 digits, lower case and spaces.
    await hire({ accountNumber: "123 456 789", ifscCode: "hdfc 0001234" });
    const { employee } = await hire({ accountNumber: "123456789012345678" });
    expect(employee.accountNumber).toBe("XXXXXX5678");
  });

  it("phone and emergency contact pass at 10 characters; blank amounts are 0; 18 years old at joining passes, a day short fails", async () => {
    const { employee } = await hire({
      phone: "9822012345",
      emergencyContact: "9822098220",
      hra: "" as never,
      otherDeductions: null as never,
      dateOfBirth: "2008-04-01",
      dateOfJoining: "2026-04-01",
    });
    expect(employee).toMatchObject({ hra: 0, otherDeductions: 0, phone: "9822012345" });
    expect(await fieldError({ dateOfBirth: "2008-04-02", dateOfJoining: "2026-04-01" }, "dateOfBirth")).toBe(
      "Date of birth must be at least 18 years before the date of joining",
    );
  });

  it("refuses a second record with the same employee ID or e-mail with 409 naming the field", async () => {
    const { employee } = await hire();
    const sameId = await create({ employeeId: employee.employeeId });
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json()).toEqual({ message: "An employee with this Employee ID already exists", fieldErrors: { employeeId: ["An employee with this Employee ID already exists"] } });
    const sameEmail = await create({ email: employee.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().fieldErrors).toEqual({ email: ["An employee with this email already exists"] });
  });

  it("links an existing account without a record (an admin made by the account command) instead of making a second one; never one's own", async () => {
    const db = ctx.database.db;
    const input = { email: people.admin.email, firstName: "Meera", lastName: "Iyer" };
    // Hiring oneself would set one's own salary: refused and audited.
    const own = await create(input);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ownRecordMessage);
    expect(await db.select().from(employees).where(eq(employees.email, people.admin.email))).toEqual([]);
    const [refusal] = await listAudit(db, { event: "duty.refused", limit: 1 });
    expect(refusal).toMatchObject({ subject: people.admin.email, details: { action: "pay" } });

    // Another admin links it.
    const other = await createStaffAccount(db, TEST_DOMAIN, { role: "admin", email: `anita.rao@${TEST_DOMAIN}`, password: "Koregaon-Park-Admin-1" }, { via: "cli" });
    const linked = await ctx.app.inject({
      method: "POST",
      url: ADMIN_EMPLOYEES_PATH,
      headers: sessionHeader("admin", await createSession(db, other.id, "admin", ctx.clock.now())),
      payload: { ...buildEmployeeInput(TEST_DOMAIN), ...input },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const { employee, temporaryPassword } = linked.json<EmployeeCreated>();
    expect(temporaryPassword).toBeNull();
    expect(employee.account).toMatchObject({ role: "admin", mustChangePassword: false });
    // The admin keeps their password and portal; the helper admin leaves again (the tests below need a single admin).
    expect((await login(ctx.app, "admin", people.admin)).statusCode).toBe(200);
    await deactivateAccount(db, TEST_DOMAIN, { email: other.email }, { via: "cli" });
  });
});

describe("accounts", () => {
  it("a temporary password opens only the password change; after it everything works", async () => {
    const { employee, temporaryPassword } = await hire({ department: "HR" });
    await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "hr" } });
    const credentials = { email: employee.email, password: temporaryPassword! };
    const session = sessionHeader("hr", await sessionFor(ctx.app, "hr", credentials));
    const me = await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=hr`, headers: session });
    expect(me.json()).toMatchObject({ mustChangePassword: true });
    const blocked = await ctx.app.inject({ method: "GET", url: employeePath(employee.id, "hr"), headers: session });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(passwordChangeRequiredMessage);
    const changed = await ctx.app.inject({
      method: "POST",
      url: `${AUTH_PASSWORD_PATH}?portal=hr`,
      headers: session,
      payload: { currentPassword: temporaryPassword, newPassword: "Kothrud-Payroll-42" },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = sessionHeader("hr", changed.json().sessionId);
    expect((await ctx.app.inject({ method: "GET", url: employeePath(employee.id, "hr"), headers: renewed })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=hr`, headers: renewed })).json().mustChangePassword).toBe(false);
  });

  it("a reset gives a new temporary password, ends the person's sessions and is audited; one's own is refused", async () => {
    const { employee, temporaryPassword } = await hire();
    const session = sessionHeader("employee", await sessionFor(ctx.app, "employee", { email: employee.email, password: temporaryPassword! }));
    const reset = await ctx.asAdmin({ method: "POST", url: employeeResetPasswordPath(employee.id) });
    expect(reset.statusCode).toBe(200);
    const next = reset.json().temporaryPassword as string;
    expect(next).not.toBe(temporaryPassword);
    expect((await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=employee`, headers: session })).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", { email: employee.email, password: temporaryPassword! })).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", { email: employee.email, password: next })).statusCode).toBe(200);
    const [entry] = await listAudit(ctx.database.db, { event: "password.reset", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { sessionsRevoked: 1 } });
    expect(JSON.stringify(entry)).not.toContain(next);
  });

  it("changes roles between employee, hr and admin, audited, but never removes the last active admin", async () => {
    const [adminAccount] = await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, people.admin.email));
    const adminRecord = adminAccount!.employeeRecordId!;
    const lastAdmin = "This is the only active admin: make another person admin first";
    const demote = await ctx.asAdmin({ method: "PUT", url: employeeRolePath(adminRecord), payload: { role: "hr" } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(lastAdmin);
    const deactivate = await ctx.asAdmin({ method: "POST", url: employeeDeactivatePath(adminRecord) });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().message).toBe(lastAdmin);

    const { employee } = await hire();
    const promoted = await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "admin" } });
    expect(promoted.json().account.role).toBe("admin");
    const [entry] = await listAudit(ctx.database.db, { event: "account.role_changed", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { from: "employee", role: "admin" } });
    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "owner" } })).statusCode).toBe(400);
    // With a second admin, stepping back is allowed; then the original admin is the last one again.
    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "employee" } })).statusCode).toBe(200);
  });

  it("a role change ends every session of the account (a demoted and re-promoted account does not revive an old one)", async () => {
    const { employee, temporaryPassword } = await hire({ department: "HR" });
    await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "hr" } });
    const credentials = { email: employee.email, password: temporaryPassword! };
    const hrSession = sessionHeader("hr", await sessionFor(ctx.app, "hr", credentials));
    const employeeSession = sessionHeader("employee", await sessionFor(ctx.app, "employee", credentials));
    const me = (headers: Record<string, string>, portal: string) => ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=${portal}`, headers });
    expect((await me(hrSession, "hr")).statusCode).toBe(200);

    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "employee" } })).statusCode).toBe(200);
    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "hr" } })).statusCode).toBe(200);
    expect((await me(hrSession, "hr")).statusCode).toBe(401);
    expect((await me(employeeSession, "employee")).statusCode).toBe(401);
    const [entry] = await listAudit(ctx.database.db, { event: "account.role_changed", limit: 2 }).then((entries) => entries.reverse());
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { from: "hr", role: "employee", sessionsRevoked: 2 } });
    // Setting the role it already has changes nothing and ends nothing.
    const fresh = sessionHeader("hr", await sessionFor(ctx.app, "hr", credentials));
    expect((await ctx.asAdmin({ method: "PUT", url: employeeRolePath(employee.id), payload: { role: "hr" } })).statusCode).toBe(200);
    expect((await me(fresh, "hr")).statusCode).toBe(200);
  });

  it("deactivation ends the person's sessions and blocks their login; reactivation opens it again", async () => {
    const { employee, temporaryPassword } = await hire();
    const credentials = { email: employee.email, password: temporaryPassword! };
    const session = sessionHeader("employee", await sessionFor(ctx.app, "employee", credentials));
    const off = await ctx.asAdmin({ method: "POST", url: employeeDeactivatePath(employee.id) });
    expect(off.json()).toMatchObject({ isActive: false, account: { isActive: false } });
    expect((await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=employee`, headers: session })).statusCode).toBe(401);
    expect((await login(ctx.app, "employee", credentials)).statusCode).toBe(401);
    const [entry] = await listAudit(ctx.database.db, { event: "employee.deactivated", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${employee.id}`, details: { sessionsRevoked: 1 } });
    expect((await ctx.asAdmin({ method: "POST", url: employeeReactivatePath(employee.id) })).json().isActive).toBe(true);
    expect((await login(ctx.app, "employee", credentials)).statusCode).toBe(200);
  });
});
