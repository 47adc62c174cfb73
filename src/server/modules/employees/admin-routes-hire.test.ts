import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmployeeCreated, EmployeeInput } from "@/shared/contract/employees";
import { employees } from "../../db/schema";
import { buildEmployeeInput } from "../../seed/builders";
import { hireRequests } from "../../testing/admin-hire";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { listAudit } from "../audit/store";

/**
 * The admin's employee API, part 1: hiring (validation, encryption, duplicates). Linking an existing account and the
 * accounts that come with a record (temporary password, reset, role, deactivation): admin-routes-accounts.test.ts.
 * The list, the edit, who may and the transactions: admin-routes-edit.test.ts.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { create, hire, fieldError } = hireRequests(() => ctx);

describe("POST /api/admin/employees", () => {
  it("hires: masked record, totals computed on the server (client totals ignored), an employee account with a temporary password", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN, {
      panNumber: "abcde 1234 f",
      aadharNumber: "2345 6789 0124",
      accountNumber: "5010 0012 3456 78",
    });
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
      ["basicSalary", "Basic salary"],
      ["hra", "HRA"],
      ["transportAllowance", "Transport allowance"],
      ["medicalAllowance", "Medical allowance"],
      ["specialAllowance", "Special allowance"],
      ["otherAllowances", "Other allowances"],
      ["providentFund", "Provident fund"],
      ["professionalTax", "Professional tax"],
      ["incomeTax", "Income tax"],
      ["otherDeductions", "Other deductions"],
      ["probationPeriod", "Probation period"],
      ["noticePeriod", "Notice period"],
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
    expect(sameId.json()).toEqual({
      message: "An employee with this Employee ID already exists",
      fieldErrors: { employeeId: ["An employee with this Employee ID already exists"] },
    });
    const sameEmail = await create({ email: employee.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().fieldErrors).toEqual({ email: ["An employee with this email already exists"] });
  });
});
