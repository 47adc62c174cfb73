import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { monthRange } from "@/shared/domain/months";
import { businessDate } from "@/shared/domain/business-time";
import type { Db } from "../../db/client";
import { employees, separations } from "../../db/schema";
import type { EmployeeRow } from "../employees/records";

/**
 * The last working day of each person who left service in a month: the recorded separation's, else the day the
 * record was deactivated (business date) when that falls in the month. The ESIC file reports it (reason code 2).
 */
export async function leaversOf(db: Db, month: string, records: Map<number, EmployeeRow>, timeZone: string): Promise<Map<number, string>> {
  const { from, to } = monthRange(month);
  const result = new Map<number, string>();
  for (const record of records.values()) {
    if (!record.deactivatedAt) continue;
    const day = businessDate(record.deactivatedAt, timeZone);
    if (day >= from && day <= to) result.set(record.id, day);
  }
  if (records.size === 0) return result;
  const separated = await db
    .select({ id: separations.employeeRecordId, lastWorkingDay: separations.lastWorkingDay })
    .from(separations)
    .where(
      and(
        inArray(separations.employeeRecordId, [...records.keys()]),
        gte(separations.lastWorkingDay, from),
        lte(separations.lastWorkingDay, to),
      ),
    );
  for (const row of separated) result.set(row.id, row.lastWorkingDay);
  return result;
}

/** The record's facts an annual statement prints when no finalised month of the year names them; undefined when there is no record. */
export async function statementPerson(db: Db, employeeRecordId: number) {
  const [row] = await db
    .select({
      employeeId: employees.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      designation: employees.designation,
      department: employees.department,
      panMasked: employees.panMasked,
    })
    .from(employees)
    .where(eq(employees.id, employeeRecordId))
    .limit(1);
  return row;
}
