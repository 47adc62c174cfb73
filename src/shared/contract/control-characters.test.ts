import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { auditQuerySchema } from "./audit";
import { changePasswordSchema, loginSchema } from "./auth";
import { controlCharacterMessage, hasControlCharacters, hasUnpairedSurrogates, listQuerySchema, unpairedSurrogateMessage } from "./common";
import { leaveInputSchema, locationInputSchema } from "./employee-portal";
import { employeeInputSchema } from "./employees";
import { hrEmployeeInputSchema } from "./hr";
import { correctionInputSchema } from "./hr-attendance";
import { inquiryInputSchema } from "./inquiries";
import { jobInputSchema } from "./jobs";
import { approveInputSchema, rejectInputSchema } from "./leave-admin";
import { holidayInputSchema, policyInputSchema } from "./policies";
import { projectInputSchema } from "./projects";
import { subscriberInputSchema } from "./subscribers";

const domain = "prasthanrealty.example";

/** Every input schema with a valid sample; each text field of each must refuse control characters. */
const schemas: [name: string, schema: z.ZodMiniType, sample: Record<string, string>][] = [
  [
    "inquiry",
    inquiryInputSchema,
    {
      name: "Rohan Deshpande",
      email: "rohan@example.in",
      phone: "9822012345",
      subject: "general",
      message: "Please call me back.",
      website: "",
    },
  ],
  ["subscriber", subscriberInputSchema, { email: "rohan@example.in", website: "" }],
  ["login", loginSchema(domain), { email: `asha.rao@${domain}`, password: "Monsoon-Deccan-42" }],
  ["change password", changePasswordSchema, { currentPassword: "Monsoon-Deccan-42", newPassword: "Sahyadri-Trail-88" }],
  ["list search", listQuerySchema, { q: "Pune" }],
  ["audit search", auditQuerySchema, { q: "Pune", person: "Sneha" }],
  [
    "leave request",
    leaveInputSchema,
    { leaveType: "sick", startDate: "2026-12-01", endDate: "2026-12-02", reason: "Fever and a cold since Sunday" },
  ],
  ["check-in place", locationInputSchema, { location: "Office", address: "Baner Road, Pune" }],
  ["attendance correction", correctionInputSchema, { checkIn: "09:00", checkOut: "18:00", reason: "Phone battery died" }],
  ["leave approval", approveInputSchema, { comment: "Enjoy" }],
  ["leave rejection", rejectInputSchema, { comment: "Quarter-end closing week" }],
  [
    "policy",
    policyInputSchema,
    { title: "Leave Policy", description: "How leave works", category: "HR", effectiveDate: "2026-04-01", status: "Active" },
  ],
  ["holiday", holidayInputSchema, { date: "2026-12-25", name: "Christmas" }],
  [
    "project",
    projectInputSchema,
    {
      projectName: "Baner Heights",
      projectType: "Residential",
      location: "Baner, Pune",
      client: "Deccan Homes",
      projectManager: "Omkar Jadhav",
      startDate: "2026-01-05",
      status: "Planning",
      priority: "High",
      riskLevel: "Low",
      description: "Towers",
      scope: "Two towers",
      notes: "Phase one",
    },
  ],
  [
    "job",
    jobInputSchema,
    {
      title: "Site Engineer",
      department: "Engineering",
      location: "Pune",
      type: "Full-time",
      experience: "3-5 years",
      salary: "On request",
      description: "Site work",
    },
  ],
  [
    "HR employee",
    hrEmployeeInputSchema(domain),
    {
      name: "Priya Sharma",
      email: `priya.sharma@${domain}`,
      department: "Sales",
      position: "Sales Executive",
      salary: "30000",
      joinDate: "2026-06-01",
      status: "Active",
      reportingManagerId: "7",
      phone: "9822012345",
    },
  ],
  [
    "employee",
    employeeInputSchema(domain),
    {
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
      bankName: "HDFC Bank",
      accountNumber: "50100123456789",
      ifscCode: "HDFC0001234",
      panNumber: "ABCDE1234F",
      aadharNumber: "2345 6789 0124",
      workLocation: "Pune",
      reportingManagerId: "7",
      employmentType: "Full-time",
      gender: "female",
    },
  ],
];

/** Enum, date, time and number fields refuse anything outside their forms already (with their own messages). */
const choiceFields = new Set([
  "subject",
  "leaveType",
  "startDate",
  "endDate",
  "checkIn",
  "checkOut",
  "category",
  "status",
  "effectiveDate",
  "date",
  "projectType",
  "priority",
  "riskLevel",
  "department",
  "type",
  "salary",
  "reportingManagerId",
  "workLocation",
  "joinDate",
  "dateOfJoining",
  "dateOfBirth",
  "employmentType",
  "gender",
  "email",
  "phone",
  "emergencyContact",
  "accountNumber",
  "ifscCode",
  "panNumber",
  "aadharNumber",
]);
/** Text fields whose own rule (an e-mail address, a phone number) is checked after the character rule. */
const textFieldsWithForm = new Set(["email", "phone"]);
const isTextField = (key: string) => !choiceFields.has(key) || textFieldsWithForm.has(key);

function messagesFor(schema: z.ZodMiniType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("control characters in text fields", () => {
  it("recognises every control character except tab and new line", () => {
    for (const character of ["\u0000", "\u0007", "\u000b", "\u000c", "\r", "\u001b", "\u007f", "\u0085", "\u009f"]) {
      expect(hasControlCharacters(`a${character}b`), JSON.stringify(character)).toBe(true);
    }
    expect(hasControlCharacters("line one\n\tline two ₹ मराठी")).toBe(false);
  });

  for (const [name, schema, sample] of schemas) {
    it(`${name}: the sample is valid`, () => {
      expect(schema.safeParse(sample).success).toBe(true);
    });
    for (const field of Object.keys(sample).filter(isTextField)) {
      it(`${name}: ${field} refuses a NUL byte with a field message`, () => {
        const value = `${sample[field]}\u0000x`;
        expect(messagesFor(schema, { ...sample, [field]: value }, field)).toContain(controlCharacterMessage);
      });
      it(`${name}: ${field} refuses a lone surrogate with a field message`, () => {
        for (const value of [`x \ud800`, `\udc00 x`, `${sample[field]}\ud83d`, `\ude00${sample[field]}`]) {
          expect(messagesFor(schema, { ...sample, [field]: value }, field), JSON.stringify(value)).toContain(unpairedSurrogateMessage);
        }
      });
    }
  }

  it("recognises an unpaired surrogate, and a pair (an emoji) is text", () => {
    for (const value of ["\ud800", "x \ud800", "\udbff x", "\udc00", "a\udfffb", "\ude00\ud83d", "\ud83d\ud83d\ude00"]) {
      expect(hasUnpairedSurrogates(value), JSON.stringify(value)).toBe(true);
    }
    for (const value of ["", "plain", "😀", "a 😀 b 🇮🇳", "मराठी ₹"]) expect(hasUnpairedSurrogates(value), value).toBe(false);
  });

  it("keeps an emoji in a text field", () => {
    expect(correctionInputSchema.parse({ checkIn: "09:00", reason: "Phone died 😀" })).toMatchObject({ reason: "Phone died 😀" });
  });

  it("keeps tabs and new lines in a message", () => {
    const [, schema, sample] = schemas[0]!;
    const message = "First line\n\tSecond line, indented";
    expect(schema.parse({ ...sample, message })).toMatchObject({ message });
  });
});
