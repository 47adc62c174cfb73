import { eq } from "drizzle-orm";
import type { EmployeeValues } from "@/shared/contract/employees";
import { suggestIncomeTax } from "@/shared/domain/payroll/income-tax";
import { suggestProfessionalTax } from "@/shared/domain/payroll/professional-tax";
import { suggestProvidentFund } from "@/shared/domain/payroll/provident-fund";
import type { PiiCipher } from "../crypto/pii-cipher";
import type { Db } from "../db/client";
import { employees } from "../db/schema";
import { employeeColumns } from "../modules/employees/records";
import { createEmployee } from "../modules/employees/service";
import { fictionalIdentifiers } from "./builders";

type Department = EmployeeValues["department"];
type Person = [first: string, last: string, department: Department, designation: string, basic: number, location: EmployeeValues["workLocation"], type?: EmployeeValues["employmentType"]];

/** About 25 people across the six departments; the demo HR and employee accounts are two of them. */
const PEOPLE: Person[] = [
  ["Sneha", "Patil", "HR", "HR Manager", 48_000, "Pune"],
  ["Aarav", "Deshmukh", "Sales", "Sales Executive", 26_000, "Pune"],
  ["Rohit", "Pawar", "Sales", "Sales Manager", 55_000, "Pune"],
  ["Pooja", "Deshpande", "Sales", "Senior Sales Executive", 34_000, "Pune"],
  ["Omkar", "Jadhav", "Sales", "Sales Executive", 24_000, "Mumbai"],
  ["Neha", "Gokhale", "Sales", "Channel Partner Manager", 42_000, "Pune"],
  ["Tanvi", "Shinde", "Sales", "Sales Trainee", 15_000, "Pune", "Intern"],
  ["Ananya", "Kulkarni", "Marketing", "Marketing Head", 70_000, "Pune"],
  ["Kunal", "Mehta", "Marketing", "Digital Marketing Manager", 45_000, "Mumbai"],
  ["Ishita", "Bhide", "Marketing", "Content Strategist", 32_000, "Remote"],
  ["Aditya", "Sawant", "Marketing", "Graphic Designer", 28_000, "Pune", "Contract"],
  ["Siddharth", "Bhosale", "Operations", "Operations Manager", 58_000, "Pune"],
  ["Prachi", "More", "Operations", "Site Coordinator", 25_000, "Pune"],
  ["Mahesh", "Gaikwad", "Operations", "CRM Executive", 22_000, "Pune"],
  ["Snehal", "Chavan", "Operations", "Office Administrator", 20_000, "Pune", "Part-time"],
  ["Amit", "Agarwal", "Finance", "Finance Manager", 62_000, "Pune"],
  ["Riya", "Kapoor", "Finance", "Accountant", 30_000, "Pune"],
  ["Harshad", "Naik", "Finance", "Accounts Executive", 23_000, "Mumbai"],
  ["Meghana", "Rao", "Finance", "Payroll Specialist", 36_000, "Bangalore"],
  ["Varun", "Iyer", "Engineering", "Technology Lead", 95_000, "Bangalore"],
  ["Shruti", "Apte", "Engineering", "Full-stack Developer", 60_000, "Remote"],
  ["Nikhil", "Wagh", "Engineering", "QA Engineer", 40_000, "Pune"],
  ["Gauri", "Phadke", "Engineering", "Data Analyst", 44_000, "Pune"],
  ["Priyanka", "Joshi", "HR", "HR Executive", 27_000, "Pune"],
  ["Yash", "Thakur", "HR", "Talent Acquisition Specialist", 33_000, "Mumbai"],
];

const BANKS: [name: string, ifsc: string][] = [
  ["HDFC Bank", "HDFC0000146"],
  ["State Bank of India", "SBIN0001110"],
  ["ICICI Bank", "ICIC0000039"],
  ["Bank of Maharashtra", "MAHB0000001"],
  ["Kotak Mahindra Bank", "KKBK0001754"],
];
const MANAGER_OF: Record<Department, string> = {
  Sales: "Rohit Pawar",
  Marketing: "Ananya Kulkarni",
  Operations: "Siddharth Bhosale",
  Finance: "Amit Agarwal",
  Engineering: "Varun Iyer",
  HR: "Sneha Patil",
};

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A full record with a salary structure built the way the form's suggestions build one. */
function demoValues([first, last, department, designation, basic, location, type = "Full-time"]: Person, i: number, domain: string, employeeId: string, month: number): EmployeeValues {
  const hra = Math.round(basic * 0.4);
  const specialAllowance = Math.round(basic * 0.2);
  const gross = basic + hra + 1_600 + 1_250 + specialAllowance;
  const [bankName, ifscCode] = BANKS[i % BANKS.length]!;
  const manager = MANAGER_OF[department];
  return {
    employeeId,
    firstName: first,
    lastName: last,
    email: `${first}.${last}@${domain}`.toLowerCase(),
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
    providentFund: type === "Intern" ? 0 : suggestProvidentFund(basic),
    professionalTax: suggestProfessionalTax(gross, month),
    incomeTax: suggestIncomeTax(gross),
    otherDeductions: 0,
    bankName,
    ifscCode,
    ...fictionalIdentifiers(1000 + i),
    workLocation: location,
    reportingManager: `${first} ${last}` === manager ? "Vikram Joshi" : manager,
    employmentType: type,
    probationPeriod: type === "Intern" ? 0 : 6,
    noticePeriod: type === "Full-time" ? 60 : 15,
  };
}

/**
 * The demo people (`npm run demo`), each with a staff account: loaded once, when no record has a
 * salary structure yet. Records the demo accounts already made (HR, employee) are filled in.
 */
export async function loadDemoPeople(db: Db, cipher: PiiCipher, domain: string, now: Date): Promise<void> {
  const [withSalary] = await db.select({ id: employees.id }).from(employees).where(eq(employees.hasSalaryData, true)).limit(1);
  if (withSalary) return;
  const month = Number(now.toISOString().slice(5, 7));
  const existing = await db.select({ id: employees.id, email: employees.email, employeeId: employees.employeeId }).from(employees);
  let next = existing.length + 1;
  for (const [i, person] of PEOPLE.entries()) {
    const email = `${person[0]}.${person[1]}@${domain}`.toLowerCase();
    const record = existing.find((row) => row.email === email);
    if (record) {
      const values = demoValues(person, i, domain, record.employeeId, month);
      await db.update(employees).set({ ...employeeColumns(values, cipher), updatedAt: now }).where(eq(employees.id, record.id));
      continue;
    }
    let employeeId = `EMP${pad(next++, 3)}`;
    while (existing.some((row) => row.employeeId === employeeId)) employeeId = `EMP${pad(next++, 3)}`;
    await createEmployee(db, cipher, demoValues(person, i, domain, employeeId, month), now);
  }
}
