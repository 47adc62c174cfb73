import type { ProjectInput } from "@/shared/contract/projects";
import type { EmployeeInput } from "@/shared/contract/employees";
import type { JobInput } from "@/shared/contract/jobs";
import { verhoeffCheckDigit } from "@/shared/domain/identifiers";

/** Pure builders of valid inputs (docs/architecture.md, "Seed data and tests"): unique by a counter, any field overridable. */
let counter = 0;
const next = () => (counter += 1);

export function buildProjectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  const n = next();
  return {
    projectName: `Sahyadri Residency Phase ${n}`,
    projectType: "Residential",
    location: "Wakad, Pune",
    client: "Deshmukh Developers",
    projectManager: "Ananya Kulkarni",
    startDate: "2026-01-15",
    endDate: null,
    expectedCompletion: "2027-03-31",
    budget: 25_000_000,
    actualCost: 9_500_000,
    status: "In Progress",
    priority: "High",
    riskLevel: "Medium",
    description: "Sales and marketing mandate for 180 two and three BHK homes.",
    scope: "Launch strategy, channel partner network, site sales team.",
    deliverables: ["Launch plan", "Channel partner meet"],
    teamMembers: ["Rohit Pawar", "Sneha Joshi"],
    notes: "",
    progress: 40,
    ...overrides,
  };
}

export function buildJobInput(overrides: Partial<JobInput> = {}): JobInput {
  const n = next();
  return {
    title: `Sales Manager ${n}`,
    department: "Sales",
    location: "Baner, Pune",
    type: "Full-time",
    experience: "3-5 years",
    salary: "₹6-9 LPA",
    description: "Run site sales for a residential launch in West Pune.",
    requirements: ["3+ years of residential sales", "Fluent Marathi and Hindi"],
    isActive: true,
    ...overrides,
  };
}

const digits = (n: number, width: number) => String(n).padStart(width, "0").slice(-width);
const letters = (n: number) => [0, 1, 2].map((shift) => String.fromCharCode(65 + (Math.floor(n / 26 ** shift) % 26))).join("");

/** Fictional but valid-format identifiers, different for every n. */
export function fictionalIdentifiers(n: number) {
  const aadhaarBase = `${2 + (n % 8)}${digits(n * 7919 + 1234567, 10)}`;
  return {
    panNumber: `AB${letters(n)}${digits(n, 4)}K`,
    aadharNumber: `${aadhaarBase}${verhoeffCheckDigit(aadhaarBase)}`,
    accountNumber: `5010${digits(n * 104729, 10)}`,
  };
}

/** An admin employee form that passes every rule; `domain` is the company's e-mail domain. */
export function buildEmployeeInput(domain: string, overrides: Partial<EmployeeInput> = {}): EmployeeInput {
  const n = next();
  const identifiers = fictionalIdentifiers(n);
  return {
    employeeId: `EMP${digits(500 + n, 4)}`,
    firstName: "Kavya",
    lastName: `Joshi${letters(n).toLowerCase()}`,
    email: `kavya.joshi${n}@${domain}`,
    phone: "+91 98220 12345",
    department: "Sales",
    designation: "Sales Executive",
    dateOfJoining: "2026-04-01",
    dateOfBirth: "1996-08-15",
    address: "Flat 12, Ganga Heights, Baner, Pune 411045",
    emergencyContact: "Suresh Joshi, 9822098220",
    basicSalary: 30_000,
    hra: 12_000,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: 5_000,
    otherAllowances: 0,
    // The payroll computes provident fund, professional tax and income tax: no overrides.
    providentFund: null,
    professionalTax: null,
    incomeTax: null,
    otherDeductions: 0,
    bankName: "HDFC Bank",
    ifscCode: "HDFC0001234",
    workLocation: "Pune",
    reportingManagerId: null,
    employmentType: "Full-time",
    probationPeriod: 6,
    noticePeriod: 30,
    gender: "female",
    ...identifiers,
    ...overrides,
  };
}
