import * as z from "zod/mini";
import { isValidAadhaar, isValidAccountNumber, isValidIfsc, isValidPan, normaliseIdentifier } from "../domain/identifiers";
import { domainMessage, roles } from "./auth";
import { overrideChecks, overrideInputShape, overrideRecordShape } from "./deduction-overrides";
import { EMAIL_MAX, noControlCharacters, optionalText, requiredDate, requiredText } from "./common";
import { statutoryChecks, statutoryInputShape, statutoryRecordShape, withStatutoryDefaults } from "./employee-statutory";
import { reportingManagerId } from "./reporting-manager";

/** The admin employee form (docs/product.md section 7.1), with the identifier checks payroll depends on. */
export const employeeDepartments = ["Engineering", "Sales", "Marketing", "HR", "Finance", "Operations"] as const;
export const workLocations = ["Pune", "Mumbai", "Bangalore", "Remote"] as const;
export const employmentTypes = ["Full-time", "Part-time", "Contract", "Intern"] as const;

export const employeeMessages = {
  email: "Valid email is required",
  phone: "Valid phone number is required",
  emergencyContact: "Emergency contact is required",
  pan: "Enter a valid PAN, e.g. ABCDE1234F",
  aadhaar: "Enter a valid 12-digit Aadhaar number",
  ifsc: "Enter a valid IFSC code",
  accountNumber: "Enter a valid account number",
  adultAtJoining: "Date of birth must be at least 18 years before the date of joining",
} as const;

/** Required fields answer "X is required" (docs/product.md section 7.1). */
const requiredLabels = {
  employeeId: "Employee ID",
  firstName: "First name",
  lastName: "Last name",
  department: "Department",
  designation: "Designation",
  dateOfJoining: "Date of joining",
  dateOfBirth: "Date of birth",
  address: "Address",
  bankName: "Bank name",
  accountNumber: "Account number",
  ifscCode: "IFSC code",
  panNumber: "PAN number",
  aadharNumber: "Aadhaar number",
  workLocation: "Work location",
  employmentType: "Employment type",
} as const;
export const requiredMessage = (field: keyof typeof requiredLabels) => `${requiredLabels[field]} is required`;

/** The salary components' names as the messages below and the Revise Salary dialog say them. */
export const salaryComponentLabels = {
  basicSalary: "Basic salary",
  hra: "HRA",
  transportAllowance: "Transport allowance",
  medicalAllowance: "Medical allowance",
  specialAllowance: "Special allowance",
  otherAllowances: "Other allowances",
  otherDeductions: "Other deductions",
} as const;

/** Money and periods are 0 or more, '{Field name} must be positive'; blank counts as 0 (docs/product.md section 7.1). */
const amountLabels = {
  ...salaryComponentLabels,
  probationPeriod: "Probation period",
  noticePeriod: "Notice period",
} as const;
export const positiveMessage = (field: keyof typeof amountLabels) => `${amountLabels[field]} must be positive`;

/** Blank (empty text, null, missing) is 0; otherwise a whole number 0 or more. */
const amount = (field: keyof typeof amountLabels) =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.number(), z.string(), z.null()])),
      z.transform((value) =>
        value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? 0 : Number(value),
      ),
    ),
    z
      .number({ error: positiveMessage(field) })
      .check(z.int(positiveMessage(field)), z.gte(0, positiveMessage(field)), z.lte(1e9, positiveMessage(field))),
  );

const text = (field: keyof typeof requiredLabels, max = 200) => requiredText(requiredMessage(field), max);
const choice = <T extends readonly [string, ...string[]]>(values: T, field: keyof typeof requiredLabels) =>
  z.enum(values, { error: requiredMessage(field) });

/**
 * An identifier: required, then normalised (upper-case, no spaces) and checked. On an edit a blank
 * value ("") keeps the stored one, since the form only ever shows the masked form.
 */
const identifier = (field: keyof typeof requiredLabels, valid: (value: string) => boolean, message: string, blankKeeps: boolean) =>
  blankKeeps
    ? z.pipe(optionalText(40), z.transform(normaliseIdentifier)).check(z.refine((value) => value === "" || valid(value), message))
    : z.pipe(text(field, 40), z.transform(normaliseIdentifier)).check(z.refine(valid, message));

const minimum = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), noControlCharacters(), z.minLength(min, message), z.maxLength(max, `Must be at most ${max} characters`));

/** The work e-mail of a record (also its login): valid and on the company's own domain. Shared with the HR form. */
export const employeeEmail = (domain: string) =>
  z.string({ error: employeeMessages.email }).check(
    z.trim(),
    z.toLowerCase(),
    noControlCharacters(),
    z.maxLength(EMAIL_MAX, { error: employeeMessages.email, abort: true }),
    z.email({ error: employeeMessages.email, abort: true }),
    z.refine((value) => value.endsWith(`@${domain.toLowerCase()}`), domainMessage(domain)),
  );

const yearsBetween = (from: string, to: string) => {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
};

/**
 * POST /api/admin/employees, and PUT with `mode` "update" (blank identifiers keep the stored ones).
 * Totals sent by a client are dropped: the server computes them. The statutory fields
 * (employee-statutory.ts): a blank state of work is the work location's. Provident fund, professional
 * tax and income tax are overrides: blank is computed; an amount needs its reason (`...OverrideReason`).
 */
export function employeeInputSchema(domain: string, mode: "create" | "update" = "create") {
  const keep = mode === "update";
  const form = z
    .object({
      employeeId: text("employeeId", 20),
      firstName: text("firstName", 60),
      lastName: text("lastName", 60),
      email: employeeEmail(domain),
      phone: minimum(10, 20, employeeMessages.phone),
      department: choice(employeeDepartments, "department"),
      designation: text("designation", 100),
      dateOfJoining: requiredDate(requiredMessage("dateOfJoining")),
      dateOfBirth: requiredDate(requiredMessage("dateOfBirth")),
      address: text("address", 500),
      emergencyContact: minimum(10, 120, employeeMessages.emergencyContact),
      basicSalary: amount("basicSalary"),
      hra: amount("hra"),
      transportAllowance: amount("transportAllowance"),
      medicalAllowance: amount("medicalAllowance"),
      specialAllowance: amount("specialAllowance"),
      otherAllowances: amount("otherAllowances"),
      ...overrideInputShape,
      otherDeductions: amount("otherDeductions"),
      bankName: text("bankName", 100),
      accountNumber: identifier("accountNumber", isValidAccountNumber, employeeMessages.accountNumber, keep),
      ifscCode: identifier("ifscCode", isValidIfsc, employeeMessages.ifsc, keep),
      panNumber: identifier("panNumber", isValidPan, employeeMessages.pan, keep),
      // The payload keeps the field name `aadharNumber` that API clients send; everywhere else (code, labels,
      // messages, columns) it is spelled Aadhaar, the UIDAI's spelling.
      aadharNumber: identifier("aadharNumber", isValidAadhaar, employeeMessages.aadhaar, keep),
      workLocation: choice(workLocations, "workLocation"),
      reportingManagerId,
      employmentType: choice(employmentTypes, "employmentType"),
      probationPeriod: amount("probationPeriod"),
      noticePeriod: amount("noticePeriod"),
      ...statutoryInputShape,
    })
    .check(
      z.refine((employee) => yearsBetween(employee.dateOfBirth, employee.dateOfJoining) >= 18, {
        path: ["dateOfBirth"],
        error: employeeMessages.adultAtJoining,
      }),
      ...overrideChecks,
      ...statutoryChecks,
    );
  return z.pipe(form, z.transform(withStatutoryDefaults));
}
export type EmployeeInput = z.input<ReturnType<typeof employeeInputSchema>>;
export type EmployeeValues = z.output<ReturnType<typeof employeeInputSchema>>;

/** The identifiers an edit may leave blank to keep, and that only an audited reveal shows in full. */
export const identifierFields = ["accountNumber", "panNumber", "aadharNumber"] as const;

export const ADMIN_EMPLOYEES_PATH = "/api/admin/employees";
/** Detail, reveal and documents are open to HR too, under its own area (docs/product.md section 7). */
export type PeopleArea = "admin" | "hr";
export const employeePath = (id: number, area: PeopleArea = "admin") => `/api/${area}/employees/${id}`;
export const employeeRevealPath = (id: number, area: PeopleArea = "admin") => `${employeePath(id, area)}/reveal`;
export const employeeDeactivatePath = (id: number) => `${employeePath(id)}/deactivate`;
export const employeeReactivatePath = (id: number) => `${employeePath(id)}/reactivate`;
export const employeeResetPasswordPath = (id: number) => `${employeePath(id)}/account/reset-password`;
export const employeeRolePath = (id: number) => `${employeePath(id)}/account/role`;

/** The staff account that comes with every employee record. */
export const employeeAccountSchema = z.object({
  role: z.enum(roles),
  isActive: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.nullable(z.string()),
});

/**
 * One employee record as every list and detail shows it: identifiers masked (docs/product.md section 2.6),
 * totals computed by the server. Records made by the account command may lack the admin form's fields.
 */
export const employeeSchema = z.object({
  id: z.int(),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  department: z.nullable(z.string()),
  designation: z.nullable(z.string()),
  dateOfJoining: z.nullable(z.string()),
  dateOfBirth: z.nullable(z.string()),
  address: z.nullable(z.string()),
  emergencyContact: z.nullable(z.string()),
  basicSalary: z.int(),
  hra: z.int(),
  transportAllowance: z.int(),
  medicalAllowance: z.int(),
  specialAllowance: z.int(),
  otherAllowances: z.int(),
  /** HR's override of a computed deduction, with its reason; null when the payroll computes it. */
  ...overrideRecordShape,
  otherDeductions: z.int(),
  /** False for records without a salary structure (payroll then uses the standard estimate, docs/product.md section 10.1). */
  hasSalaryData: z.boolean(),
  ctcMonthly: z.int(),
  ctcAnnual: z.int(),
  /**
   * A full month's deductions as the payroll computes them (docs/product.md section 10.1): no loss of
   * pay, an ordinary month's professional tax, income tax for a year at this salary with nothing declared.
   */
  monthlyDeductions: z.object({
    providentFund: z.int(),
    esi: z.int(),
    professionalTax: z.int(),
    incomeTax: z.int(),
    otherDeductions: z.int(),
  }),
  totalDeductions: z.int(),
  netSalary: z.int(),
  /** The financial year whose income-tax rules the full month's income tax uses. */
  taxRulesYear: z.string(),
  bankName: z.nullable(z.string()),
  accountNumber: z.nullable(z.string()),
  ifscCode: z.nullable(z.string()),
  panNumber: z.nullable(z.string()),
  aadharNumber: z.nullable(z.string()),
  workLocation: z.nullable(z.string()),
  /** The person this one reports to (docs/product.md section 9.20): another employee record, and its name. */
  reportingManagerId: z.nullable(z.int()),
  reportingManagerName: z.nullable(z.string()),
  /** Whether an active record reports to this one: a manager, whose login only an admin changes (section 7.3). */
  hasDirectReports: z.boolean(),
  employmentType: z.nullable(z.string()),
  probationPeriod: z.int(),
  noticePeriod: z.int(),
  ...statutoryRecordShape,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  account: z.nullable(employeeAccountSchema),
});
export type Employee = z.infer<typeof employeeSchema>;

/** The answer to creating an employee, and to a password reset: the temporary password, shown once. */
/**
 * `temporaryPassword` is null when the address already had an account (which is linked instead), or when a mail
 * server is configured: the new account is then e-mailed a link to set its own password, to `welcomeEmailTo`
 * (docs/product.md section 11.3).
 */
export const employeeCreatedSchema = z.object({
  employee: employeeSchema,
  temporaryPassword: z.nullable(z.string()),
  welcomeEmailTo: z.optional(z.string()),
});
export type EmployeeCreated = z.infer<typeof employeeCreatedSchema>;
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() });

/** POST .../reveal: the identifiers in full (audited). */
export const revealedIdentifiersSchema = z.object({
  accountNumber: z.nullable(z.string()),
  panNumber: z.nullable(z.string()),
  aadharNumber: z.nullable(z.string()),
});
export type RevealedIdentifiers = z.infer<typeof revealedIdentifiersSchema>;

/** The login e-mail an HR user may not change (docs/product.md section 7.3): the 403 and the edit form's note. */
export const loginEmailMessage = "Only an admin can change the login e-mail of an HR or admin account";
/** The same for an employee account that others report to: a manager decides their reports' leave (section 9.20). */
export const managerLoginEmailMessage = "Only an admin can change the login e-mail of a manager";

export const roleChangeSchema = z.object({ role: z.enum(roles, { error: "Role must be employee, hr or admin" }) });
