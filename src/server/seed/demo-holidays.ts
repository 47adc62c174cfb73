import { businessDate } from "@/shared/domain/business-time";
import type { Db } from "../db/client";
import { holidays } from "../db/schema";
import { listHolidaysBetween } from "../modules/holidays/store";
import { historyStart } from "./demo-attendance";

/** The company's holidays on fixed dates (national days and the Maharashtra ones a Pune office keeps). */
const FIXED: [monthDay: string, name: string][] = [
  ["01-26", "Republic Day"],
  ["02-19", "Chhatrapati Shivaji Maharaj Jayanti"],
  ["04-14", "Dr. Babasaheb Ambedkar Jayanti"],
  ["05-01", "Maharashtra Day"],
  ["08-15", "Independence Day"],
  ["10-02", "Gandhi Jayanti"],
  ["12-25", "Christmas"],
];

/**
 * Festivals that follow the Hindu lunar calendar move every year: their dates as the Maharashtra
 * holiday lists give them. A year not listed here gets the fixed-date holidays only (HR adds the rest).
 */
export const MOVING_FESTIVALS: Record<number, [date: string, name: string][]> = {
  2025: [
    ["2025-03-14", "Holi (Dhulivandan)"],
    ["2025-03-30", "Gudi Padwa"],
    ["2025-08-27", "Ganesh Chaturthi"],
    ["2025-10-02", "Dussehra"],
    ["2025-10-21", "Diwali (Lakshmi Puja)"],
  ],
  2026: [
    ["2026-03-04", "Holi (Dhulivandan)"],
    ["2026-03-19", "Gudi Padwa"],
    ["2026-09-14", "Ganesh Chaturthi"],
    ["2026-10-20", "Dussehra"],
    ["2026-11-08", "Diwali (Lakshmi Puja)"],
  ],
  2027: [
    ["2027-03-22", "Holi (Dhulivandan)"],
    ["2027-04-07", "Gudi Padwa"],
    ["2027-09-04", "Ganesh Chaturthi"],
    ["2027-10-09", "Dussehra"],
    ["2027-10-29", "Diwali (Lakshmi Puja)"],
  ],
};

/** A year's demo holidays by date; two on one day (Dussehra on Gandhi Jayanti in 2025) share the date's one entry. */
export function demoHolidays(year: number): { date: string; name: string }[] {
  const byDate = new Map<string, string>();
  for (const [date, name] of [
    ...FIXED.map(([monthDay, name]) => [`${year}-${monthDay}`, name] as const),
    ...(MOVING_FESTIVALS[year] ?? []),
  ]) {
    const other = byDate.get(date);
    byDate.set(date, other ? `${other} / ${name}` : name);
  }
  return [...byDate].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The holidays of the current year and, when the attendance history (demo-attendance.ts) begins in the year
 * before, of that year too: each year once, and a year HR has already started (or trimmed) is left as it is.
 */
export async function loadDemoHolidays(db: Db, now: Date, timeZone: string): Promise<void> {
  const today = businessDate(now, timeZone);
  for (let year = Number(historyStart(today).slice(0, 4)); year <= Number(today.slice(0, 4)); year += 1) {
    if ((await listHolidaysBetween(db, `${year}-01-01`, `${year}-12-31`)).length > 0) continue;
    await db
      .insert(holidays)
      .values(demoHolidays(year).map((holiday) => ({ ...holiday, createdAt: now })))
      .onConflictDoNothing({ target: holidays.date });
  }
}
