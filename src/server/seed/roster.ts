import type { Role } from "@/shared/contract/auth";
import type { Gender } from "@/shared/contract/employee-statutory";
import type { EmployeeValues } from "@/shared/contract/employees";

/**
 * Everyone the demo data and the tests know by name, listed once (docs/architecture.md, "Seed data and
 * tests"). An address is `first.last@` the company's domain (the demo), TEST_DOMAIN (the API tests,
 * src/server/testing/helpers.ts) or the configured domain (the end-to-end suite, tests/e2e/support/accounts.ts).
 * Pure data: the end-to-end specs import it too.
 */

/**
 * A demo employee record (`npm run demo`); `head` marks the head of the department, whom the rest report to.
 * The state of work follows the location (Bangalore: Karnataka). Every PF member has a UAN.
 */
export interface DemoRecord {
  department: EmployeeValues["department"];
  designation: string;
  basic: number;
  location: EmployeeValues["workLocation"];
  gender: Gender;
  /** Full-time unless given. */
  type?: EmployeeValues["employmentType"];
  head?: true;
  /** A PF member on at most ₹15,000 of basic unless given: on the full basic. */
  pf?: "uncapped";
  /**
   * Has an ESI IP number: covered by ESI at an earlier, lower salary (the number is for life). Nobody
   * here earns within the ESI limit today.
   */
  esi?: true;
  /** The new tax regime unless given: the old one is declared for the demo's years (demo-tax-declarations.ts). */
  regime?: "old";
}

/**
 * The tests' names for the accounts they log in with: one per role, and for the end-to-end suite
 * `lockable` (used by wrong-password tests only, so their failures never lock an account other tests need)
 * and `changerDesktop` / `changerPhone` (one per Playwright project: the password-change test changes
 * these and changes them back).
 */
export type TestAccountKey = "admin" | "hr" | "employee" | "lockable" | "changerDesktop" | "changerPhone";

export interface RosterPerson {
  firstName: string;
  lastName: string;
  /** The role of the person's account, where this roster makes one (demo people without one get an employee account with their record). */
  role?: Role;
  /** The demo account's password (`npm run demo` outside production; README, "Demo accounts"). */
  demoPassword?: string;
  /** The account the API and end-to-end tests log in with. */
  test?: { as: TestAccountKey; password: string };
  record?: DemoRecord;
}

/** The managing director: the demo admin, to whom the department heads report. */
export const MANAGING_DIRECTOR: RosterPerson = { firstName: "Vikram", lastName: "Joshi", role: "admin", demoPassword: "Admin#Pune2025" };

/** The people with a record keep the demo's order: a record's generated details (phone, dates, bank) follow its place. */
export const ROSTER: readonly RosterPerson[] = [
  MANAGING_DIRECTOR,
  { firstName: "Meera", lastName: "Iyer", role: "admin", test: { as: "admin", password: "Deccan-Admin-2025" } },
  {
    firstName: "Sneha",
    lastName: "Patil",
    role: "hr",
    demoPassword: "Hr#Baner2025",
    test: { as: "hr", password: "Baner-Hr-Desk-77" },
    record: { department: "HR", designation: "HR Manager", basic: 48_000, location: "Pune", head: true, gender: "female" },
  },
  {
    firstName: "Aarav",
    lastName: "Deshmukh",
    role: "employee",
    demoPassword: "Sales#Wakad2025",
    test: { as: "employee", password: "Wakad-Sales-Lead-9" },
    record: { department: "Sales", designation: "Sales Executive", basic: 26_000, location: "Pune", gender: "male" },
  },
  {
    firstName: "Rohit",
    lastName: "Pawar",
    record: {
      department: "Sales",
      designation: "Sales Manager",
      basic: 55_000,
      location: "Pune",
      head: true,
      gender: "male",
      regime: "old",
    },
  },
  {
    firstName: "Pooja",
    lastName: "Deshpande",
    record: { department: "Sales", designation: "Senior Sales Executive", basic: 34_000, location: "Pune", gender: "female" },
  },
  {
    firstName: "Omkar",
    lastName: "Jadhav",
    record: { department: "Sales", designation: "Sales Executive", basic: 24_000, location: "Mumbai", gender: "male", esi: true },
  },
  {
    firstName: "Neha",
    lastName: "Gokhale",
    record: { department: "Sales", designation: "Channel Partner Manager", basic: 42_000, location: "Pune", gender: "female" },
  },
  {
    firstName: "Tanvi",
    lastName: "Shinde",
    record: { department: "Sales", designation: "Sales Trainee", basic: 15_000, location: "Pune", type: "Intern", gender: "female" },
  },
  {
    firstName: "Ananya",
    lastName: "Kulkarni",
    record: { department: "Marketing", designation: "Marketing Head", basic: 70_000, location: "Pune", head: true, gender: "female" },
  },
  {
    firstName: "Kunal",
    lastName: "Mehta",
    record: { department: "Marketing", designation: "Digital Marketing Manager", basic: 45_000, location: "Mumbai", gender: "male" },
  },
  {
    firstName: "Ishita",
    lastName: "Bhide",
    record: { department: "Marketing", designation: "Content Strategist", basic: 32_000, location: "Remote", gender: "female" },
  },
  {
    firstName: "Aditya",
    lastName: "Sawant",
    record: { department: "Marketing", designation: "Graphic Designer", basic: 28_000, location: "Pune", type: "Contract", gender: "male" },
  },
  {
    firstName: "Siddharth",
    lastName: "Bhosale",
    record: { department: "Operations", designation: "Operations Manager", basic: 58_000, location: "Pune", head: true, gender: "male" },
  },
  {
    firstName: "Prachi",
    lastName: "More",
    record: { department: "Operations", designation: "Site Coordinator", basic: 25_000, location: "Pune", gender: "female", esi: true },
  },
  {
    firstName: "Mahesh",
    lastName: "Gaikwad",
    record: { department: "Operations", designation: "CRM Executive", basic: 22_000, location: "Pune", gender: "male", esi: true },
  },
  {
    firstName: "Snehal",
    lastName: "Chavan",
    record: {
      department: "Operations",
      designation: "Office Administrator",
      basic: 20_000,
      location: "Pune",
      type: "Part-time",
      gender: "female",
      esi: true,
    },
  },
  {
    firstName: "Amit",
    lastName: "Agarwal",
    record: {
      department: "Finance",
      designation: "Finance Manager",
      basic: 62_000,
      location: "Pune",
      head: true,
      gender: "male",
      regime: "old",
    },
  },
  {
    firstName: "Riya",
    lastName: "Kapoor",
    record: { department: "Finance", designation: "Accountant", basic: 30_000, location: "Pune", gender: "female" },
  },
  {
    firstName: "Harshad",
    lastName: "Naik",
    record: { department: "Finance", designation: "Accounts Executive", basic: 23_000, location: "Mumbai", gender: "male" },
  },
  {
    firstName: "Meghana",
    lastName: "Rao",
    record: { department: "Finance", designation: "Payroll Specialist", basic: 36_000, location: "Bangalore", gender: "female" },
  },
  {
    firstName: "Varun",
    lastName: "Iyer",
    record: {
      department: "Engineering",
      designation: "Technology Lead",
      basic: 95_000,
      location: "Bangalore",
      head: true,
      gender: "male",
      pf: "uncapped",
    },
  },
  {
    firstName: "Shruti",
    lastName: "Apte",
    record: { department: "Engineering", designation: "Full-stack Developer", basic: 60_000, location: "Remote", gender: "female" },
  },
  {
    firstName: "Nikhil",
    lastName: "Wagh",
    record: { department: "Engineering", designation: "QA Engineer", basic: 40_000, location: "Pune", gender: "male" },
  },
  {
    firstName: "Gauri",
    lastName: "Phadke",
    record: { department: "Engineering", designation: "Data Analyst", basic: 44_000, location: "Pune", gender: "female" },
  },
  {
    firstName: "Priyanka",
    lastName: "Joshi",
    record: { department: "HR", designation: "HR Executive", basic: 27_000, location: "Pune", gender: "female" },
  },
  {
    firstName: "Yash",
    lastName: "Thakur",
    record: { department: "HR", designation: "Talent Acquisition Specialist", basic: 33_000, location: "Mumbai", gender: "male" },
  },
  // End-to-end accounts only (TestAccountKey says what each is for).
  { firstName: "Rohan", lastName: "Jadhav", role: "employee", test: { as: "lockable", password: "Pimpri-Sales-2025" } },
  { firstName: "Kavya", lastName: "Nair", role: "employee", test: { as: "changerDesktop", password: "Viman-Nagar-2025" } },
  { firstName: "Ishaan", lastName: "Kulkarni", role: "employee", test: { as: "changerPhone", password: "Kothrud-Ops-2025" } },
];

export const fullName = (person: Pick<RosterPerson, "firstName" | "lastName">) => `${person.firstName} ${person.lastName}`;
export const emailOf = (person: Pick<RosterPerson, "firstName" | "lastName">, domain: string) =>
  `${person.firstName}.${person.lastName}@${domain}`.toLowerCase();

export interface DemoAccount {
  role: Role;
  firstName: string;
  lastName: string;
  /** Used outside production; production gets generated passwords. */
  password: string;
  /** The employee record made with the account (HR and employee); the admin has none. */
  record?: DemoRecord;
}

/** One demo account per role (`npm run demo`). */
export const DEMO_ACCOUNTS: DemoAccount[] = ROSTER.flatMap(({ firstName, lastName, role, demoPassword, record }) =>
  role && demoPassword ? [{ role, firstName, lastName, password: demoPassword, record }] : [],
);

export type DemoPerson = RosterPerson & { record: DemoRecord };

/** The 25 people with a demo employee record, across the six departments. */
export const DEMO_PEOPLE: DemoPerson[] = ROSTER.flatMap((person) => (person.record ? [{ ...person, record: person.record }] : []));

export interface TestAccount {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The tests' accounts with their addresses at `domain`. */
export function testAccounts(domain: string): Record<TestAccountKey, TestAccount> {
  const accounts = ROSTER.flatMap(({ firstName, lastName, role, test }) =>
    role && test
      ? [[test.as, { role, email: emailOf({ firstName, lastName }, domain), password: test.password, firstName, lastName }] as const]
      : [],
  );
  return Object.fromEntries(accounts) as Record<TestAccountKey, TestAccount>;
}
