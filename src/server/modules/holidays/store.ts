import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Holiday, HolidayValues } from "@/shared/contract/policies";
import type { Db } from "../../db/client";
import { holidays } from "../../db/schema";

const columns = { id: holidays.id, date: holidays.date, name: holidays.name };

/** The holidays from `from` to `to` (YYYY-MM-DD, both included), by date. */
export async function listHolidaysBetween(db: Db, from: string, to: string): Promise<Holiday[]> {
  return db
    .select(columns)
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
}

/** The holiday dates from `from` to `to` (both included): days that are not working days and use no leave. */
export async function holidayDatesBetween(db: Db, from: string, to: string): Promise<string[]> {
  return (await listHolidaysBetween(db, from, to)).map((holiday) => holiday.date);
}

/**
 * Adds a holiday; undefined when that date already has one (the unique index decides, so a race cannot add
 * two). ON CONFLICT rather than a caught error: a failed statement would abort the caller's transaction.
 */
export async function insertHoliday(db: Db, values: HolidayValues, now: Date): Promise<Holiday | undefined> {
  const [row] = await db
    .insert(holidays)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing({ target: holidays.date })
    .returning(columns);
  return row;
}

/** Removes a holiday; the removed one, or undefined when there was none. */
export async function deleteHoliday(db: Db, id: number): Promise<Holiday | undefined> {
  const [row] = await db.delete(holidays).where(eq(holidays.id, id)).returning(columns);
  return row;
}
