import * as z from "zod/mini";
import {
  isValidAadhaar,
  isValidAccountNumber,
  isValidIfsc,
  isValidPan,
  normaliseIdentifier,
} from "../domain/identifiers";
import { domainMessage } from "./auth";
import { EMAIL_MAX, noControlCharacters, optionalText, requiredDate, requiredText } from "./common";

/** The admin employee form (SPEC sections 3 and 5), with the identifier checks payroll depends on. */
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

/** SPEC 5: required fields answer "X is required". */
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
  aadharNumber: "Aadhar number",
  workLocation: "Work location",
  employmentType: "Employment type",
} as const;
export const requiredMessage = (field: keyof typeof requiredLabels) => `${requiredLabels[field]} is required`;

/** SPEC 5: money and periods are 0 or more, '{Field name} must be positive'; blank counts as 0. */
const amountLabels = {
  basicSalary: "Basic salary",
  hra: "HRA",
  transportAllowance: "Transport allowance",
  medicalAllowance: "Medical allowance",
  specialAllowance: "Special allowance",
  otherAllowances: "Other allowances",
  providentFund: "Provident fund",
  professionalTax: "Professional tax",
  incomeTax: "Income tax",
  otherDeductions: "Other deductions",
  probationPeriod: "Probation period",
  noticePeriod: "Notice period",
} as const;
export const positiveMessage = (field: keyof typeof amountLabels) => `${amountLabels[field]} must be positive`;

/** Blank (empty text, null, missing) is 0; otherwise a whole number 0 or more. */
const amount = (field: keyof typeof amountLabels) =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.number(), z.string(), z.null()])),
      z.transform((value) => (value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? 0 : Number(value))),
    ),
    z.number({ error: positiveMessage(field) }).check(z.int(positiveMessage(field)), z.gte(0, positiveMessage(field)), z.lte(1e9, positiveMessage(field))),
  );

const text = (field: keyof typeof requiredLabels, max = 200) => requiredText(requiredMessage(field), max);
const choice = <T extends readonly [string, ...string[]]>(values: T, field: keyof typeof requiredLabels) => z.enum(values, { error: requiredMessage(field) });

/** An identifier: required, then normalised (upper-case, no spaces) and checked. */
const identifier = (field: keyof typeof requiredLabels, valid: (value: string) => boolean, message: string) =>
  z.pipe(text(field, 40), z.transform(normaliseIdentifier)).check(z.refine(valid, message));

const minimum = (min: number, message: string) =>
  z.string({ error: message }).check(z.trim(), noControlCharacters(), z.minLength(min, message), z.maxLength(20, message));

const yearsBetween = (from: string, to: string) => {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
};

/** POST /api/admin/employees (and the edit form). Totals sent by a client are dropped: the server computes them. */
export function employeeInputSchema(domain: string) {
  return z
    .object({
      employeeId: text("employeeId", 20),
      firstName: text("firstName", 60),
      lastName: text("lastName", 60),
      email: z
        .string({ error: employeeMessages.email })
        .check(
          z.trim(),
          z.toLowerCase(),
          noControlCharacters(),
          z.maxLength(EMAIL_MAX, { error: employeeMessages.email, abort: true }),
          z.email({ error: employeeMessages.email, abort: true }),
          z.refine((value) => value.endsWith(`@${domain.toLowerCase()}`), domainMessage(domain)),
        ),
      phone: minimum(10, employeeMessages.phone),
      department: choice(employeeDepartments, "department"),
      designation: text("designation", 100),
      dateOfJoining: requiredDate(requiredMessage("dateOfJoining")),
      dateOfBirth: requiredDate(requiredMessage("dateOfBirth")),
      address: text("address", 500),
      emergencyContact: minimum(10, employeeMessages.emergencyContact),
      basicSalary: amount("basicSalary"),
      hra: amount("hra"),
      transportAllowance: amount("transportAllowance"),
      medicalAllowance: amount("medicalAllowance"),
      specialAllowance: amount("specialAllowance"),
      otherAllowances: amount("otherAllowances"),
      providentFund: amount("providentFund"),
      professionalTax: amount("professionalTax"),
      incomeTax: amount("incomeTax"),
      otherDeductions: amount("otherDeductions"),
      bankName: text("bankName", 100),
      accountNumber: identifier("accountNumber", isValidAccountNumber, employeeMessages.accountNumber),
      ifscCode: identifier("ifscCode", isValidIfsc, employeeMessages.ifsc),
      panNumber: identifier("panNumber", isValidPan, employeeMessages.pan),
      aadharNumber: identifier("aadharNumber", isValidAadhaar, employeeMessages.aadhaar),
      workLocation: choice(workLocations, "workLocation"),
      reportingManager: optionalText(100),
      employmentType: choice(employmentTypes, "employmentType"),
      probationPeriod: amount("probationPeriod"),
      noticePeriod: amount("noticePeriod"),
    })
    .check(
      z.refine((employee) => yearsBetween(employee.dateOfBirth, employee.dateOfJoining) >= 18, {
        path: ["dateOfBirth"],
        error: employeeMessages.adultAtJoining,
      }),
    );
}
export type EmployeeInput = z.input<ReturnType<typeof employeeInputSchema>>;
export type EmployeeValues = z.output<ReturnType<typeof employeeInputSchema>>;
