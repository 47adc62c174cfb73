import { eq } from "drizzle-orm";
import { noOverrideReasons } from "@/shared/contract/deduction-overrides";
import type { EmployeeValues } from "@/shared/contract/employees";
import { noOverrides } from "@/shared/domain/payroll/salary";
import { stateFromWorkLocation } from "@/shared/domain/payroll/states";
import type { PiiCipher } from "../crypto/pii-cipher";
import type { Db } from "../db/client";
import { employees } from "../db/schema";
import { employeeColumns } from "../modules/employees/records";
import { createEmployee } from "../modules/employees/service";
import { fictionalIdentifiers } from "./builders";
import { DEMO_PEOPLE, emailOf, type DemoPerson } from "./roster";

const BANKS: [name: string, ifsc: string][] = [
  ["HDFC Bank", "HDFC0000146"],
  ["State Bank of India", "SBIN0001110"],
  ["ICICI Bank", "ICIC0000039"],
  ["Bank of Maharashtra", "MAHB0000001"],
  ["Kotak Mahindra Bank", "KKBK0001754"],
];
/**
 * Each department's head: the rest of the department reports to them (the Sales Manager leads Sales, the
 * HR Manager HR, ...). The heads report to the managing director, who has no employee record: none is set.
 */
const HEADS = new Map(DEMO_PEOPLE.filter((person) => person.record.head).map((person) => [person.record.department, person]));

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * Fictional statutory numbers, different for every place in the roster: a UAN for every PF member (12
 * digits, starting 10 as EPFO's do), an ESI IP number for those who had ESI cover (10 digits).
 */
const uanOf = (i: number) => `10${String(1_234_567_891 + i * 7_919_311).padStart(10, "0")}`;
const esiIpNumberOf = (i: number) => `31${String(12_345_678 + i * 104_729).padStart(8, "0")}`;

/** A full record with a salary structure; the payroll computes the statutory deductions (no overrides). */
export function demoValues(person: DemoPerson, i: number, domain: string, employeeId: string): EmployeeValues {
  const { department, designation, basic, location, type = "Full-time", gender, pf, esi } = person.record;
  const hra = Math.round(basic * 0.4);
  const specialAllowance = Math.round(basic * 0.2);
  const [bankName, ifscCode] = BANKS[i % BANKS.length]!;
  return {
    employeeId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: emailOf(person, domain),
    phone: `+91 98${pad(20 + i)}0 ${pad(10 + i)}${pad(40 + i)}${i % 10}`,
    department,
    designation,
    dateOfJoining: `${2022 + (i % 4)}-${pad((i % 12) + 1)}-${pad((i % 27) + 1)}`,
    dateOfBirth: `${1978 + ((i * 7) % 24)}-${pad(((i * 5) % 12) + 1)}-${pad(((i * 3) % 27) + 1)}`,
    address: `${10 + i}, ${["Baner Road", "Aundh", "Kothrud", "Viman Nagar", "Wakad"][i % 5]}, Pune 4110${pad(i % 60)}`,
    emergencyContact: `Family contact, +91 97${pad(30 + i)}0 ${pad(20 + i)}${pad(50 + i)}${i % 10}`,
    basicSalary: basic,
    hra,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance,
    otherAllowances: i % 3 === 0 ? 1_000 : 0,
    ...noOverrides,
    ...noOverrideReasons,
    otherDeductions: 0,
    bankName,
    ifscCode,
    ...fictionalIdentifiers(1000 + i),
    workLocation: location,
    // Set once every record exists (linkDemoManagers): a head may come later in the roster than their team.
    reportingManagerId: null,
    employmentType: type,
    probationPeriod: type === "Intern" ? 0 : 6,
    noticePeriod: type === "Full-time" ? 60 : 15,
    gender,
    uan: uanOf(i),
    esiIpNumber: esi ? esiIpNumberOf(i) : "",
    // Everyone is a PF member: at or below the ₹15,000 ceiling membership is mandatory (docs/product.md section 10.2).
    pfMember: true,
    pfWageCapped: pf !== "uncapped",
    epsMember: true,
    pfExclusionReason: "",
    stateOfWork: stateFromWorkLocation(location),
  };
}

/**
 * The demo people (`npm run demo`; the roster's DEMO_PEOPLE), each with a staff account: loaded once, when
 * no record has a salary structure yet. Records the demo accounts already made (HR, employee) are filled in.
 */
export async function loadDemoPeople(db: Db, cipher: PiiCipher, domain: string, now: Date): Promise<void> {
  const [withSalary] = await db.select({ id: employees.id }).from(employees).where(eq(employees.hasSalaryData, true)).limit(1);
  if (withSalary) return;
  const existing = await db.select({ id: employees.id, email: employees.email, employeeId: employees.employeeId }).from(employees);
  let next = existing.length + 1;
  for (const [i, person] of DEMO_PEOPLE.entries()) {
    const email = emailOf(person, domain);
    const record = existing.find((row) => row.email === email);
    if (record) {
      const values = demoValues(person, i, domain, record.employeeId);
      await db
        .update(employees)
        .set({ ...employeeColumns(values, cipher), updatedAt: now })
        .where(eq(employees.id, record.id));
      continue;
    }
    let employeeId = `EMP${pad(next++, 3)}`;
    while (existing.some((row) => row.employeeId === employeeId)) employeeId = `EMP${pad(next++, 3)}`;
    await createEmployee({ db, now }, cipher, { values: demoValues(person, i, domain, employeeId) });
  }
  await linkDemoManagers(db, domain);
}

/** Everyone but a head reports to their department's head (docs/product.md section 9.20). */
async function linkDemoManagers(db: Db, domain: string): Promise<void> {
  const idOf = new Map((await db.select({ id: employees.id, email: employees.email }).from(employees)).map((row) => [row.email, row.id]));
  for (const person of DEMO_PEOPLE) {
    const head = HEADS.get(person.record.department);
    if (person.record.head || !head) continue;
    const managerId = idOf.get(emailOf(head, domain));
    if (managerId !== undefined)
      await db
        .update(employees)
        .set({ reportingManagerId: managerId })
        .where(eq(employees.email, emailOf(person, domain)));
  }
}
