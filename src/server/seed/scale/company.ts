import { count, sql } from "drizzle-orm";
import { lastDayOf } from "@/shared/contract/payroll";
import { businessDate } from "@/shared/domain/business-time";
import { shiftDate } from "@/shared/domain/working-time";
import { hashPassword } from "../../auth/passwords";
import type { PiiCipher } from "../../crypto/pii-cipher";
import type { Db } from "../../db/client";
import { employees, holidays, staffAccounts } from "../../db/schema";
import { loadSettings } from "../../modules/settings/store";
import { demoHolidays } from "../demo-holidays";
import { generateAttendance, type AttendanceCounts } from "./attendance";
import { bulkInsert } from "./bulk";
import { employeeRows, generatePeople } from "./people";
import { seededRandom } from "./random";
import { generateSiteVolumes, SITE_VOLUMES } from "./volumes";

export interface ScaleOptions {
  employees: number;
  /** Whole months of attendance before the current one (12 for the bench). */
  months: number;
  cipher: PiiCipher;
  /** The company's e-mail domain (emailDomainOf(config)): accounts outside it could not be managed. */
  domain: string;
  timeZone: string;
  now: Date;
  /** The one password of every generated account (hashed once). */
  password: string;
  /** The public site's volumes; SITE_VOLUMES (the scale scenario's, README "Performance and reliability") unless given. */
  site?: { projects: number; inquiries: number; subscribers: number };
  seed?: number;
}

export interface ScaleCompany {
  admin: { accountId: number; email: string };
  hr: { accountId: number; email: string };
  /** Every generated person with their account, in generation order. */
  people: { recordId: number; accountId: number; email: string; role: "employee" | "hr" }[];
  /** The generated attendance history: first and last day (whole months). */
  history: { first: string; last: string; months: string[] };
  counts: AttendanceCounts;
}

/** The `months` whole months before the month of `today`. */
export function historyMonths(today: string, months: number): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: months }, (_, i) => {
    const index = year * 12 + (month - 1) - months + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

/**
 * A generated company in a migrated, empty database (the bench's scale scenario, README "Performance and reliability"): an admin
 * account, `employees` people with full records (salary structures, statutory fields, departments, reporting
 * managers; identifiers encrypted with `cipher`) and accounts (HR people with HR accounts), the holidays of the
 * years covered, `months` whole months of attendance and leave, and the public site's volumes. Bulk inserts of
 * a few thousand rows per statement; one argon2 hash for every account.
 */
export async function generateScaleCompany(db: Db, options: ScaleOptions): Promise<ScaleCompany> {
  if ((await db.select({ n: count() }).from(employees))[0]!.n > 0)
    throw new Error("generateScaleCompany needs a database without employee records");
  const random = seededRandom(options.seed ?? 2026);
  const months = historyMonths(businessDate(options.now, options.timeZone), options.months);
  const history = { first: `${months[0]}-01`, last: lastDayOf(months.at(-1)!), months };
  const passwordHash = await hashPassword(options.password);

  const people = generatePeople(options.employees, { domain: options.domain, historyStart: history.first }, random);
  const records = await bulkInsert(db, employees, employeeRows(people, options.cipher, options.now), ["id"]);
  const recordIds = records.map((row) => Number(row.id));
  // Managers by id, now that every record has one.
  const links = people.flatMap((person, i) =>
    person.managerIndex === null ? [] : [{ id: recordIds[i], manager: recordIds[person.managerIndex] }],
  );
  await db.execute(
    sql`update employees e set reporting_manager_id = m.manager from json_to_recordset(${JSON.stringify(links)}::json) as m(id int, manager int) where e.id = m.id`,
  );

  const adminEmail = `scale.admin@${options.domain}`;
  const accountRows = [
    { email: adminEmail, name: "Scale Admin", passwordHash, role: "admin" as const, employeeRecordId: null },
    ...people.map((person, i) => ({
      email: person.values.email,
      name: `${person.values.firstName} ${person.values.lastName}`,
      passwordHash,
      role: person.role,
      employeeRecordId: recordIds[i]!,
    })),
  ];
  const accountIds = (
    await bulkInsert(
      db,
      staffAccounts,
      accountRows.map((row) => ({ ...row, passwordChangedAt: options.now, createdAt: options.now })),
      ["id"],
    )
  ).map((row) => Number(row.id));
  const admin = { accountId: accountIds[0]!, email: adminEmail };
  const generated = people.map((person, i) => ({
    recordId: recordIds[i]!,
    accountId: accountIds[i + 1]!,
    email: person.values.email,
    role: person.role,
  }));
  const firstHr = generated.find((person) => person.role === "hr");
  if (!firstHr) throw new Error("the generated company has no HR account");

  const years = [...new Set([history.first.slice(0, 4), shiftDate(history.last, 31).slice(0, 4)])].map(Number);
  const known = new Set((await db.select({ date: holidays.date }).from(holidays)).map((row) => row.date));
  const newHolidays = years.flatMap((year) => demoHolidays(year)).filter((holiday) => !known.has(holiday.date));
  await bulkInsert(db, holidays, newHolidays);
  const holidaySet = new Set([...known, ...newHolidays.map((holiday) => holiday.date)]);

  // HR decides leave; HR people's own leave is decided by the admin (nobody decides their own).
  const attendees = generated.map((person, i) => ({
    id: person.recordId,
    joined: people[i]!.values.dateOfJoining,
    decidedBy: person.role === "hr" ? admin.accountId : firstHr.accountId,
  }));
  const counts = await generateAttendance(
    db,
    { people: attendees, range: history, settings: await loadSettings(db), holidays: holidaySet, timeZone: options.timeZone },
    random,
  );
  await generateSiteVolumes(db, options.now, random, options.site ?? SITE_VOLUMES);
  // Planner statistics, as after any bulk load (PGlite runs no autovacuum to gather them later).
  await db.execute(sql`analyze`);
  return { admin, hr: { accountId: firstHr.accountId, email: firstHr.email }, people: generated, history, counts };
}
