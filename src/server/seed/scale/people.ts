import { noOverrideReasons } from "@/shared/contract/deduction-overrides";
import { employeeDepartments, type EmployeeValues } from "@/shared/contract/employees";
import { noOverrides } from "@/shared/domain/payroll/salary";
import { stateFromWorkLocation } from "@/shared/domain/payroll/states";
import type { PiiCipher } from "../../crypto/pii-cipher";
import type { employees } from "../../db/schema";
import { employeeColumns } from "../../modules/employees/records";
import { fictionalIdentifiers } from "../builders";
import type { Random } from "./random";

type EmployeeInsert = typeof employees.$inferInsert;

const FIRST_MALE = [
  "Aarav",
  "Rohit",
  "Omkar",
  "Kunal",
  "Aditya",
  "Siddharth",
  "Mahesh",
  "Amit",
  "Harshad",
  "Varun",
  "Nikhil",
  "Yash",
  "Sanjay",
  "Vikas",
  "Nitin",
  "Tejas",
];
const FIRST_FEMALE = [
  "Sneha",
  "Pooja",
  "Neha",
  "Tanvi",
  "Ananya",
  "Ishita",
  "Prachi",
  "Snehal",
  "Riya",
  "Meghana",
  "Shruti",
  "Gauri",
  "Priyanka",
  "Kavita",
  "Swati",
  "Deepa",
];
const LAST = [
  "Kulkarni",
  "Joshi",
  "Patil",
  "Shinde",
  "Gokhale",
  "Mehta",
  "Jadhav",
  "Pawar",
  "Deshmukh",
  "Bhosale",
  "Chavan",
  "Apte",
  "Naik",
  "Rao",
  "Iyer",
  "Wagh",
];
const BANKS: [string, string][] = [
  ["HDFC Bank", "HDFC0000146"],
  ["State Bank of India", "SBIN0001110"],
  ["ICICI Bank", "ICIC0000039"],
  ["Bank of Maharashtra", "MAHB0000001"],
];
/** Most staff in Pune; a few in Mumbai, Bangalore (Karnataka: another professional tax) or remote. */
const LOCATIONS: EmployeeValues["workLocation"][] = ["Pune", "Pune", "Pune", "Pune", "Pune", "Mumbai", "Bangalore", "Remote"];
/** A team lead for every this many people below a department head. */
const TEAM = 12;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** One generated person: the record's values, where they sit in the hierarchy (index of their manager), and their gender. */
export interface ScalePerson {
  values: EmployeeValues;
  /** Index in the generated list of the person this one reports to (null: a department head). */
  managerIndex: number | null;
  role: "employee" | "hr";
}

/**
 * N people spread over the six departments (Sales the largest), each department with a head, team leads
 * under the head and everyone else under a lead, so reporting managers are real. Basic pay from ₹12,000
 * (within ESI) to ₹1.2 lakh (above the PF wage ceiling), a few interns (PF members: membership is mandatory
 * at ₹12,000; their UAN not yet given), joining dates spread over five years,
 * some inside the generated months. The first HR person is the HR account the bench signs in with.
 */
export function generatePeople(count: number, company: CompanyFacts, random: Random): ScalePerson[] {
  const shares = [0.15, 0.35, 0.12, 0.06, 0.08, 0.24]; // the order of employeeDepartments
  const people: ScalePerson[] = [];
  const headOf = new Map<string, number>();
  const leadsOf = new Map<string, number[]>();
  for (let i = 0; i < count; i += 1) {
    // Departments by share, the first six people heading one each.
    const department = i < employeeDepartments.length ? employeeDepartments[i]! : pickDepartment(random(), shares);
    const head = headOf.get(department);
    const leads = leadsOf.get(department) ?? [];
    const isHead = head === undefined;
    const isLead = !isHead && (leads.length === 0 || random() < 1 / TEAM);
    const managerIndex = isHead ? null : isLead ? head : leads[Math.floor(random() * leads.length)]!;
    if (isHead) headOf.set(department, i);
    if (isLead) leadsOf.set(department, [...leads, i]);
    const intern = !isHead && !isLead && random() < 0.04;
    const basic = isHead
      ? 90_000 + Math.floor(random() * 30) * 1_000
      : isLead
        ? 45_000 + Math.floor(random() * 25) * 1_000
        : intern
          ? 12_000
          : 14_000 + Math.floor(random() * 30) * 1_000;
    people.push({
      values: personValues({ index: i, department, basic, intern }, company, random),
      managerIndex,
      role: department === "HR" && (isHead || random() < 0.3) ? "hr" : "employee",
    });
  }
  return people;
}

function pickDepartment(draw: number, shares: number[]): EmployeeValues["department"] {
  let sum = 0;
  for (const [index, share] of shares.entries()) {
    sum += share;
    if (draw < sum) return employeeDepartments[index]!;
  }
  return employeeDepartments.at(-1)!;
}

/** What every generated person shares: the e-mail domain and the first day of the attendance history. */
interface CompanyFacts {
  domain: string;
  historyStart: string;
}

/** The person drawn so far: their place in the list (their names and ids follow it), department, basic pay and whether an intern. */
interface PersonDraw {
  index: number;
  department: EmployeeValues["department"];
  basic: number;
  intern: boolean;
}

function personValues(person: PersonDraw, { domain, historyStart }: CompanyFacts, random: Random): EmployeeValues {
  const { index: i, department, basic, intern } = person;
  const female = random() < 0.45;
  const firstName = (female ? FIRST_FEMALE : FIRST_MALE)[i % 16]!;
  const lastName = LAST[Math.floor(i / 16) % LAST.length]!;
  const location = LOCATIONS[Math.floor(random() * LOCATIONS.length)]!;
  const [bankName, ifscCode] = BANKS[i % BANKS.length]!;
  // Most joined before the history; one in ten during it (a part month, no attendance before joining).
  const joinYear = random() < 0.1 ? Number(historyStart.slice(0, 4)) + 1 : 2019 + Math.floor(random() * 6);
  const joined = `${joinYear}-${pad(1 + Math.floor(random() * (joinYear > Number(historyStart.slice(0, 4)) ? 6 : 12)))}-${pad(1 + Math.floor(random() * 28))}`;
  const esi = basic * 1.75 <= 21_000;
  return {
    employeeId: `SC${pad(i + 1, 5)}`,
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${i + 1}@${domain}`.toLowerCase(),
    phone: `+91 98${pad(i % 100)}0 ${pad(i % 97, 5)}`,
    department,
    designation: intern ? "Intern" : `${department} ${basic >= 90_000 ? "Head" : basic >= 45_000 ? "Lead" : "Executive"}`,
    dateOfJoining: joined,
    dateOfBirth: `${1970 + (i % 30)}-${pad((i % 12) + 1)}-${pad((i % 27) + 1)}`,
    address: `${10 + (i % 90)}, Baner Road, Pune 411045`,
    emergencyContact: `Family contact, +91 97${pad(i % 100)}0 ${pad(i % 89, 5)}`,
    basicSalary: basic,
    hra: Math.round(basic * 0.4),
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: Math.round(basic * 0.2),
    otherAllowances: i % 3 === 0 ? 1_000 : 0,
    ...noOverrides,
    ...noOverrideReasons,
    otherDeductions: 0,
    bankName,
    ifscCode,
    ...fictionalIdentifiers(10_000 + i),
    workLocation: location,
    reportingManagerId: null,
    employmentType: intern ? "Intern" : random() < 0.05 ? "Contract" : "Full-time",
    probationPeriod: intern ? 0 : 6,
    noticePeriod: 60,
    gender: female ? "female" : "male",
    uan: intern ? "" : `10${pad(1_234_567_891 + i * 7_919, 10)}`,
    esiIpNumber: esi ? `31${pad(12_345_678 + i * 104_729, 8)}` : "",
    pfMember: true,
    epsMember: true,
    pfExclusionReason: "",
    pfWageCapped: basic < 100_000,
    stateOfWork: stateFromWorkLocation(location),
  };
}

/** The rows to insert: identifiers encrypted with the server's own cipher (so reveals and payslips read them). */
export function employeeRows(people: ScalePerson[], cipher: PiiCipher, now: Date): EmployeeInsert[] {
  return people.map(({ values }) => ({ ...employeeColumns(values, cipher), createdAt: now, updatedAt: now }));
}
