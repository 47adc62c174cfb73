import { inArray } from "drizzle-orm";
import { businessDate } from "@/shared/domain/business-time";
import { financialYearOf } from "@/shared/domain/financial-year";
import type { Db } from "../db/client";
import { employees, taxDeclarations } from "../db/schema";
import { DEMO_PEOPLE, emailOf } from "./roster";

/**
 * The demo's regime choices (docs/product.md section 10.6): the roster's old-regime people declared the old
 * regime, with nothing else, for the current financial year and the one before (the attendance history and the
 * opening figures may begin in it); everyone else declared nothing, so the new regime, the legal default,
 * applies and HR's payroll panel lists them as not having chosen. Loaded once, into an empty table.
 */
export async function loadDemoTaxDeclarations(db: Db, now: Date, timeZone: string, domain: string): Promise<void> {
  const [any] = await db.select({ id: taxDeclarations.employeeRecordId }).from(taxDeclarations).limit(1);
  if (any) return;
  const emails = DEMO_PEOPLE.filter((person) => person.record.regime === "old").map((person) => emailOf(person, domain));
  const people = await db.select({ id: employees.id }).from(employees).where(inArray(employees.email, emails));
  const current = financialYearOf(businessDate(now, timeZone).slice(0, 7));
  const start = Number(current.slice(0, 4)) - 1;
  const years = [`${start}-${String((start + 1) % 100).padStart(2, "0")}`, current];
  const rows = people.flatMap((person) =>
    years.map((financialYear) => ({ employeeRecordId: person.id, financialYear, regime: "old" as const, updatedAt: now })),
  );
  if (rows.length > 0) await db.insert(taxDeclarations).values(rows);
}
