import { employeeInputSchema } from "../contract/employees";

/** For tests of the employee form's contract: the company's domain, the form's schema and a valid employee. */
export const domain = "prasthanrealty.example";
export const schema = employeeInputSchema(domain);

export const valid = {
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

/** The field messages the schema answers for an input, by field. */
export function errorsFor(input: object): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}
