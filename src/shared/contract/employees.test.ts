import { describe, expect, it } from "vitest";
import { employeeInputSchema, employeeMessages, positiveMessage, requiredMessage } from "./employees";

const domain = "prasthanrealty.example";
const schema = employeeInputSchema(domain);

const valid = {
  employeeId: "EMP101",
  firstName: "Priya",
  lastName: "Sharma",
  email: `priya.sharma@${domain}`,
  phone: "9822012345",
  department: "Sales",
  designation: "Sales Executive",
  dateOfJoining: "2026-06-01",
  dateOfBirth: "1996-04-12",
  address: "Flat 4, Aundh, Pune 411007",
  emergencyContact: "9822098765",
  basicSalary: 30000,
  hra: 9000,
  transportAllowance: 3000,
  medicalAllowance: 2000,
  specialAllowance: 5000,
  otherAllowances: 1000,
  providentFund: 1800,
  professionalTax: 200,
  incomeTax: 0,
  otherDeductions: 0,
  bankName: "HDFC Bank",
  accountNumber: "50100123456789",
  ifscCode: "HDFC0001234",
  panNumber: "ABCDE1234F",
  aadharNumber: "2345 6789 0124",
  workLocation: "Pune",
  reportingManager: "",
  employmentType: "Full-time",
  probationPeriod: 6,
  noticePeriod: 30,
};

function errorsFor(input: object): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe("employeeInputSchema (product.md 7.1, admin employee form)", () => {
  it("accepts a valid employee, normalises identifiers and drops totals a client sends", () => {
    const parsed = schema.parse({ ...valid, panNumber: "abcde 1234 f", ifscCode: "hdfc0001234", ctcMonthly: 999999, isActive: false });
    expect(parsed).toMatchObject({ panNumber: "ABCDE1234F", ifscCode: "HDFC0001234", aadharNumber: "234567890124" });
    expect(parsed).not.toHaveProperty("ctcMonthly");
    expect(parsed).not.toHaveProperty("isActive");
  });

  it("answers every required field with 'X is required', blank or missing", () => {
    const fields = ["employeeId", "firstName", "lastName", "department", "designation", "dateOfJoining", "dateOfBirth", "address", "bankName", "accountNumber", "ifscCode", "panNumber", "aadharNumber", "workLocation", "employmentType"] as const;
    for (const field of fields) {
      expect(errorsFor({ ...valid, [field]: "  " })[field], field).toEqual([requiredMessage(field)]);
      const { [field]: _omitted, ...without } = valid;
      expect(errorsFor(without)[field], field).toEqual([requiredMessage(field)]);
    }
    expect(requiredMessage("employeeId")).toBe("Employee ID is required");
    expect(requiredMessage("aadharNumber")).toBe("Aadhaar number is required");
  });

  it("needs a valid e-mail on the company domain, a phone and an emergency contact of 10 characters", () => {
    expect(errorsFor({ ...valid, email: "priya@" }).email).toEqual([employeeMessages.email]);
    expect(errorsFor({ ...valid, email: "priya@gmail.com" }).email).toEqual([`Only @${domain} email addresses are allowed`]);
    expect(errorsFor({ ...valid, phone: "982201234" }).phone).toEqual(["Valid phone number is required"]);
    expect(errorsFor({ ...valid, phone: "9822012345" }).phone).toBeUndefined();
    expect(errorsFor({ ...valid, emergencyContact: "982209876" }).emergencyContact).toEqual(["Emergency contact is required"]);
  });

  it("takes money and periods as whole numbers 0 or more ('X must be positive'); blank is 0", () => {
    expect(errorsFor({ ...valid, basicSalary: -1 }).basicSalary).toEqual(["Basic salary must be positive"]);
    expect(errorsFor({ ...valid, hra: "abc" }).hra).toEqual([positiveMessage("hra")]);
    expect(errorsFor({ ...valid, probationPeriod: 1.5 }).probationPeriod).toEqual(["Probation period must be positive"]);
    expect(schema.parse({ ...valid, basicSalary: 0, noticePeriod: "" })).toMatchObject({ basicSalary: 0, noticePeriod: 0 });
    const { otherDeductions: _missing, ...without } = valid;
    expect(schema.parse({ ...without, incomeTax: null })).toMatchObject({ otherDeductions: 0, incomeTax: 0 });
  });

  it("checks PAN, Aadhaar (Verhoeff), IFSC and account number formats", () => {
    expect(errorsFor({ ...valid, panNumber: "ABCD12345F" }).panNumber).toEqual([employeeMessages.pan]);
    expect(errorsFor({ ...valid, aadharNumber: "2345 6789 0123" }).aadharNumber).toEqual(["Enter a valid 12-digit Aadhaar number"]);
    expect(errorsFor({ ...valid, ifscCode: "HDFC1001234" }).ifscCode).toEqual(["Enter a valid IFSC code"]);
    expect(errorsFor({ ...valid, accountNumber: "12345678" }).accountNumber).toEqual(["Enter a valid account number"]);
  });

  it("needs the person to be 18 by the date of joining (to the day)", () => {
    expect(errorsFor({ ...valid, dateOfBirth: "2008-06-02" }).dateOfBirth).toEqual([employeeMessages.adultAtJoining]);
    expect(errorsFor({ ...valid, dateOfBirth: "2008-06-01" }).dateOfBirth).toBeUndefined();
  });

  it("offers the form's departments, work locations and employment types only", () => {
    expect(errorsFor({ ...valid, department: "Legal" }).department).toEqual(["Department is required"]);
    expect(errorsFor({ ...valid, workLocation: "Delhi" }).workLocation).toEqual(["Work location is required"]);
    expect(errorsFor({ ...valid, employmentType: "Freelance" }).employmentType).toEqual(["Employment type is required"]);
  });
});
