import { and, count, eq, min } from "drizzle-orm";
import { lastDayOf } from "@/shared/contract/payroll";
import { businessDate, businessInstant } from "@/shared/domain/business-time";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../db/client";
import { attendanceRecords, payrollRuns, staffAccounts } from "../db/schema";
import { findAccountById } from "../auth/account-store";
import { markPaid } from "../modules/payroll-payment/mark-paid";
import { finaliseMonth } from "../modules/payroll/service";

/**
 * The demo's past months as HR would have closed them (docs/product.md section 9.14): every whole month of the
 * attendance history before the current one finalised through the payroll's own service (the same frozen
 * snapshot HR's Finalise makes, so payslips, the year to date and the statutory files read real figures), in
 * order, each on the 1st of the month after it, and paid that day (never before it was finalised), by the demo's HR account. Only when
 * no month has been finalised yet; nothing without attendance or an HR account.
 */
export async function loadDemoPayroll(db: Db, now: Date, timeZone: string, hrEmail: string | null): Promise<string[]> {
  if ((await db.select({ n: count() }).from(payrollRuns))[0]!.n > 0 || !hrEmail) return [];
  const [{ first } = { first: null }] = await db.select({ first: min(attendanceRecords.date) }).from(attendanceRecords);
  const [hr] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, hrEmail.toLowerCase()), eq(staffAccounts.isActive, true)))
    .limit(1);
  if (!first || !hr) return [];
  // The services act as the HR account itself, from no address (no request is behind the seed).
  const actor = { account: (await findAccountById(db, hr.id))!, ip: null };

  const today = businessDate(now, timeZone);
  const months: string[] = [];
  // A month counts only when the history covers it from its first day.
  for (
    let month = first.endsWith("-01") ? first.slice(0, 7) : shiftDate(lastDayOf(first.slice(0, 7)), 1).slice(0, 7);
    month < today.slice(0, 7);
  ) {
    months.push(month);
    month = shiftDate(lastDayOf(month), 1).slice(0, 7);
  }
  for (const month of months) {
    const after = shiftDate(lastDayOf(month), 1);
    const finalisedAt = new Date(Math.min(now.getTime(), businessInstant(after, "11:00", timeZone).getTime()));
    // No e-mails or notifications: the demo's history was closed long before it is loaded.
    await finaliseMonth({ db, actor, now: finalisedAt, timeZone, mail: null }, { month });
    const paidOn = businessDate(finalisedAt, timeZone);
    const paidAt = new Date(Math.min(now.getTime(), finalisedAt.getTime() + 3_600_000));
    await markPaid({ db, actor, now: paidAt, timeZone, mail: null }, { month, paidOn });
  }
  return months;
}
