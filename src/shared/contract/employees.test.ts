import { describe, expect, it } from "vitest";
import { STATES, stateFromWorkLocation } from "../domain/payroll/states";
import { statutoryMessages } from "./employee-statutory";
import { employeeInputSchema, employeeMessages, positiveMessage, requiredMessage } from "./employees";
import { reportingManagerMessages } from "./reporting-manager";
import { hrEmployeeInputSchema } from "./hr";

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
  otherDeductions: 0,
  bankName: "HDFC Bank",
  accountNumber: "50100123456789",
  ifscCode: "HDFC0001234",
  panNumber: "ABCDE1234F",
  aadharNumber: "2345 6789 0124",
  workLocation: "Pune",
  reportingManagerId: "",
  employmentType: "Full-time",
  probationPeriod: 6,
  noticePeriod: 30,
  gender: "female",
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
    expect(schema.parse(without)).toMatchObject({ otherDeductions: 0 });
  });

  it("takes an override of provident fund, professional tax or income tax only with its reason; blank is computed", () => {
    expect(schema.parse(valid)).toMatchObject({ providentFund: null, professionalTax: null, incomeTax: null, providentFundOverrideReason: "" });
    expect(schema.parse({ ...valid, providentFund: "", professionalTax: null, incomeTax: "  " })).toMatchObject({ providentFund: null, professionalTax: null, incomeTax: null });
    expect(schema.parse({ ...valid, professionalTax: 0, professionalTaxOverrideReason: " Exempt: disability " })).toMatchObject({
      professionalTax: 0,
      professionalTaxOverrideReason: "Exempt: disability",
    });
    expect(errorsFor({ ...valid, incomeTax: "5000" })).toEqual({ incomeTaxOverrideReason: ["Give a reason for overriding the income tax"] });
    expect(errorsFor({ ...valid, providentFund: 1800, providentFundOverrideReason: "  " })).toEqual({ providentFundOverrideReason: ["Give a reason for overriding the provident fund"] });
    expect(errorsFor({ ...valid, professionalTax: -1, professionalTaxOverrideReason: "x" }).professionalTax).toEqual(["Professional tax must be positive"]);
    expect(errorsFor({ ...valid, professionalTax: 0, professionalTaxOverrideReason: "x".repeat(201) }).professionalTaxOverrideReason).toEqual(["Must be at most 200 characters"]);
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
    for (const bad of ["Sneha Patil", 0, -3, 1.5, 2147483648, "2147483648", "0x10", " 16", "16 ", "1.6e1", "+16", "016", "16.0", Number.NaN, true, { id: 16 }]) {
      expect(errorsFor({ ...valid, reportingManagerId: bad }).reportingManagerId, String(bad)).toEqual([reportingManagerMessages.choose]);
    }
  });
});

describe("the statutory fields (product.md 7.1, Statutory Details)", () => {
  const update = employeeInputSchema(domain, "update");
  const hr = hrEmployeeInputSchema(domain);
  const hrForm = { name: "Ishita Kulkarni", email: `ishita.kulkarni@${domain}`, department: "Marketing", position: "Marketing Executive", salary: 42_000, joinDate: "2026-11-02" };

  it("defaults to a PF member capped at ₹15,000, the work location's state and the new regime, with no UAN or ESI IP number", () => {
    expect(schema.parse(valid)).toMatchObject({ gender: "female", uan: "", esiIpNumber: "", pfMember: true, pfWageCapped: true, stateOfWork: "MH" });
    for (const [workLocation, state] of [["Pune", "MH"], ["Mumbai", "MH"], ["Bangalore", "KA"], ["Remote", "MH"]] as const) {
      expect(schema.parse({ ...valid, workLocation }).stateOfWork, workLocation).toBe(state);
      expect(schema.parse({ ...valid, workLocation, stateOfWork: "" }).stateOfWork, workLocation).toBe(state);
      expect(update.parse({ ...valid, workLocation, stateOfWork: null }).stateOfWork, workLocation).toBe(state);
    }
    const outsidePf = { pfMember: false, pfExclusionReason: "Joined at ₹40,000, never a member before", basicSalary: 40_000 };
    expect(schema.parse({ ...valid, ...outsidePf, pfWageCapped: false, epsMember: false, stateOfWork: "ka" })).toMatchObject({
      pfMember: false,
      pfExclusionReason: "Joined at ₹40,000, never a member before",
      pfWageCapped: false,
      epsMember: false,
      stateOfWork: "KA",
    });
    // A state chosen apart from the work location stays as chosen.
    expect(schema.parse({ ...valid, workLocation: "Bangalore", stateOfWork: "MH" }).stateOfWork).toBe("MH");
  });

  it("keeps PF membership mandatory at or below ₹15,000 of basic and for a UAN holder, and asks a non-member's reason", () => {
    const nonMember = { ...valid, pfMember: false, pfExclusionReason: "Joined at ₹40,000, never a member before" };
    // ₹15,000 is at the ceiling: membership is mandatory; ₹15,001 is above it.
    expect(errorsFor({ ...nonMember, basicSalary: 15_000 })).toEqual({ pfMember: ["PF membership is mandatory for a basic salary of ₹15,000 or less"] });
    expect(errorsFor({ ...nonMember, basicSalary: 15_001 })).toEqual({});
    expect(errorsFor({ ...nonMember, basicSalary: 15_001, uan: "100123456789" })).toEqual({ pfMember: ["A person with a UAN is already an EPF member: the membership continues"] });
    expect(errorsFor({ ...nonMember, basicSalary: 15_001, pfExclusionReason: "  " })).toEqual({ pfExclusionReason: ["Give the reason the person is not a PF member"] });
    expect(errorsFor({ ...nonMember, basicSalary: 15_001, pfExclusionReason: "x".repeat(301) }).pfExclusionReason).toEqual(["Must be at most 300 characters"]);
    // A member needs no reason, whatever the basic; EPS membership is a plain yes or no.
    expect(schema.parse({ ...valid, basicSalary: 10_000 })).toMatchObject({ pfMember: true, epsMember: true, pfExclusionReason: "" });
    expect(errorsFor({ ...valid, epsMember: "no" })).toEqual({ epsMember: ["Choose whether the person is an EPS member"] });
  });

  it("defaults EPS membership by the rule and refuses a member above ₹15,000 with no UAN (EPS para 6(a), G.S.R. 609(E) of 2014)", () => {
    const uan = "100123456789";
    // No UAN: the person first joins EPF now (after 1 Sep 2014). Basic 15,001 is above the ceiling: not an EPS member;
    // 15,000 is at it: a member. With a UAN (an earlier membership, perhaps before 2014): a member unless told.
    expect(schema.parse({ ...valid, basicSalary: 15_001 }).epsMember).toBe(false);
    expect(schema.parse({ ...valid, basicSalary: 15_000 }).epsMember).toBe(true);
    expect(schema.parse({ ...valid, basicSalary: 40_000, uan }).epsMember).toBe(true);
    expect(update.parse({ ...valid, basicSalary: 40_000 }).epsMember).toBe(false);
    // Stated, it stands when lawful: No for anyone, Yes with a UAN or at or below the ceiling.
    expect(schema.parse({ ...valid, basicSalary: 10_000, epsMember: false }).epsMember).toBe(false);
    expect(schema.parse({ ...valid, basicSalary: 40_000, uan, epsMember: false }).epsMember).toBe(false);
    expect(schema.parse({ ...valid, basicSalary: 40_000, uan, epsMember: true }).epsMember).toBe(true);
    const refused = {
      epsMember: ["Not an EPS member: with a basic above ₹15,000 and no UAN the person first joins EPF now (after 1 Sep 2014). Choose No, or enter the UAN of an earlier membership"],
    };
    expect(errorsFor({ ...valid, basicSalary: 15_001, epsMember: true })).toEqual(refused);
    expect(update.safeParse({ ...valid, basicSalary: 30_000, epsMember: true }).success).toBe(false);
  });

  it("takes the work location's state from the payroll's state list: Pune, Mumbai, Nagpur Maharashtra; Bengaluru or Bangalore Karnataka; anything else Maharashtra", () => {
    for (const place of ["Pune", "Baner, Pune", "Mumbai", "Nagpur", "Remote", "", null, "Kolkata"]) expect(stateFromWorkLocation(place), String(place)).toBe("MH");
    for (const place of ["Bangalore", "Bengaluru", "Whitefield, Bengaluru", "BANGALORE"]) expect(stateFromWorkLocation(place), place).toBe("KA");
    expect(STATES.map((state) => state.code)).toEqual(expect.arrayContaining(["MH", "KA"]));
    // Every state of the list is accepted, as its code.
    for (const { code } of STATES) expect(schema.parse({ ...valid, stateOfWork: code.toLowerCase() }).stateOfWork).toBe(code);
  });

  it("asks for gender on the full form, create and edit: 'Gender is required'", () => {
    for (const gender of [undefined, "", "  ", "F", "Female", null]) {
      expect(errorsFor({ ...valid, gender }).gender, String(gender)).toEqual([statutoryMessages.gender]);
      expect(update.safeParse({ ...valid, gender }).success, String(gender)).toBe(false);
    }
    for (const gender of ["male", "female", "other"]) expect(schema.parse({ ...valid, gender }).gender).toBe(gender);
    expect(statutoryMessages.gender).toBe("Gender is required");
  });

  it("takes a UAN of exactly 12 digits, optional, spaces ignored: 'UAN must be 12 digits'", () => {
    expect(schema.parse({ ...valid, uan: "1001 2345 6789" }).uan).toBe("100123456789");
    for (const uan of ["", "  ", null, undefined]) expect(schema.parse({ ...valid, uan }).uan, String(uan)).toBe("");
    for (const uan of ["10012345678", "1001234567890", "10012345678A", "UAN100123456", 100123456789]) {
      expect(errorsFor({ ...valid, uan }).uan, String(uan)).toEqual(["UAN must be 12 digits"]);
    }
  });

  it("takes an ESI IP number of exactly 10 digits, optional: 'ESI IP number must be 10 digits'", () => {
    expect(schema.parse({ ...valid, esiIpNumber: "31 1234 5678" }).esiIpNumber).toBe("3112345678");
    expect(schema.parse({ ...valid, esiIpNumber: "" }).esiIpNumber).toBe("");
    for (const esiIpNumber of ["311234567", "31123456789", "31123456X8", "abcdefghij"]) {
      expect(errorsFor({ ...valid, esiIpNumber }).esiIpNumber, esiIpNumber).toEqual(["ESI IP number must be 10 digits"]);
    }
  });

  it("refuses anything but yes or no for the PF choices, a state not on the list and an unknown regime, with their messages", () => {
    expect(errorsFor({ ...valid, pfMember: null }).pfMember).toEqual([statutoryMessages.pfMember]);
    expect(errorsFor({ ...valid, pfMember: "yes" }).pfMember).toEqual(["Choose whether the person is a PF member"]);
    expect(errorsFor({ ...valid, pfWageCapped: "no" }).pfWageCapped).toEqual(["Choose whether PF is on at most ₹15,000 of basic or on the full basic"]);
    expect(errorsFor({ ...valid, stateOfWork: "XX" }).stateOfWork).toEqual(["Choose a state of work from the list"]);
    expect(errorsFor({ ...valid, stateOfWork: "Maharashtra" }).stateOfWork).toEqual([statutoryMessages.stateOfWork]);
  });

  it("lets the HR short form leave gender out (its payload stays as it was) and check it when given", () => {
    expect(hr.parse(hrForm).gender).toBeNull();
    expect(hr.parse({ ...hrForm, gender: "" }).gender).toBeNull();
    expect(hr.parse({ ...hrForm, gender: "female" }).gender).toBe("female");
    const refused = hr.safeParse({ ...hrForm, gender: "woman" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["gender", "Gender must be male, female or other"]]);
  });
});
