import { describe, expect, it } from "vitest";
import { domain, errorsFor, schema, valid } from "../testing/employee-input";
import { employeeMessages, positiveMessage, requiredMessage } from "./employees";
import { reportingManagerMessages } from "./reporting-manager";

describe("employeeInputSchema (product.md 7.1, admin employee form)", () => {
  it("accepts a valid employee, normalises identifiers and drops totals a client sends", () => {
    const parsed = schema.parse({ ...valid, panNumber: "abcde 1234 f", ifscCode: "hdfc0001234", ctcMonthly: 999999, isActive: false });
    expect(parsed).toMatchObject({ panNumber: "ABCDE1234F", ifscCode: "HDFC0001234", aadharNumber: "234567890124" });
    expect(parsed).not.toHaveProperty("ctcMonthly");
    expect(parsed).not.toHaveProperty("isActive");
  });

  it("answers every required field with 'X is required', blank or missing", () => {
    const fields = [
      "employeeId",
      "firstName",
      "lastName",
      "department",
      "designation",
      "dateOfJoining",
      "dateOfBirth",
      "address",
      "bankName",
      "accountNumber",
      "ifscCode",
      "panNumber",
      "aadharNumber",
      "workLocation",
      "employmentType",
    ] as const;
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
    expect(schema.parse(without)).toMatchObject({ otherDeductions: 0 });
  });

  it("takes an override of provident fund, professional tax or income tax only with its reason; blank is computed", () => {
    expect(schema.parse(valid)).toMatchObject({
      providentFund: null,
      professionalTax: null,
      incomeTax: null,
      providentFundOverrideReason: "",
    });
    expect(schema.parse({ ...valid, providentFund: "", professionalTax: null, incomeTax: "  " })).toMatchObject({
      providentFund: null,
      professionalTax: null,
      incomeTax: null,
    });
    expect(schema.parse({ ...valid, professionalTax: 0, professionalTaxOverrideReason: " Exempt: disability " })).toMatchObject({
      professionalTax: 0,
      professionalTaxOverrideReason: "Exempt: disability",
    });
    expect(errorsFor({ ...valid, incomeTax: "5000" })).toEqual({
      incomeTaxOverrideReason: ["Give a reason for overriding the income tax"],
    });
    expect(errorsFor({ ...valid, providentFund: 1800, providentFundOverrideReason: "  " })).toEqual({
      providentFundOverrideReason: ["Give a reason for overriding the provident fund"],
    });
    expect(errorsFor({ ...valid, professionalTax: -1, professionalTaxOverrideReason: "x" }).professionalTax).toEqual([
      "Professional tax must be positive",
    ]);
    expect(
      errorsFor({ ...valid, professionalTax: 0, professionalTaxOverrideReason: "x".repeat(201) }).professionalTaxOverrideReason,
    ).toEqual(["Must be at most 200 characters"]);
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

  it("takes the reporting manager as a record id picked from the list; blank is none", () => {
    const managerOf = (reportingManagerId: unknown) => {
      const result = schema.safeParse({ ...valid, reportingManagerId });
      return result.success ? result.data.reportingManagerId : undefined;
    };
    expect([managerOf(12), managerOf("12"), managerOf(""), managerOf(null), managerOf(undefined)]).toEqual([12, 12, null, null, null]);
    for (const bad of [
      "Sneha Patil",
      0,
      -3,
      1.5,
      2147483648,
      "2147483648",
      "0x10",
      " 16",
      "16 ",
      "1.6e1",
      "+16",
      "016",
      "16.0",
      Number.NaN,
      true,
      { id: 16 },
    ]) {
      expect(errorsFor({ ...valid, reportingManagerId: bad }).reportingManagerId, String(bad)).toEqual([reportingManagerMessages.choose]);
    }
  });
});
