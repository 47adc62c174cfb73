import { and, count, eq, isNotNull, isNull, min, ne, notExists, sql, type AnyColumn } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminToday, HrToday, PayrollToday } from "@/shared/contract/today";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import {
  attendanceRecords,
  attendanceRegularisations,
  employees,
  inquiries,
  leaveRequests,
  payrollRuns,
  staffAccounts,
} from "../../db/schema";

/**
 * The dashboards' 'Today' counts (docs/product.md sections 6.1 and 9.8), each a COUNT in SQL: the list never grows
 * with the data.
 */

const blank = (column: AnyColumn) => sql`coalesce(trim(${column}), '') = ''`;

/** The month before the business date's ('2026-11-26' gives '2026-10'). */
const monthBefore = (today: string) => shiftDate(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/** Last month finalised or not, and the finalised months not yet marked paid (payroll_runs.paid_on null). */
async function payrollToday(db: Db, today: string): Promise<PayrollToday> {
  const lastMonth = monthBefore(today);
  const [run] = await db
    .select({
      lastMonthFinalised: sql<number>`count(*) filter (where ${payrollRuns.month} = ${lastMonth})`.mapWith(Number),
      unpaidMonths: sql<number>`count(*) filter (where ${payrollRuns.paidOn} is null)`.mapWith(Number),
      firstUnpaidMonth: min(sql<string>`case when ${payrollRuns.paidOn} is null then ${payrollRuns.month} end`),
    })
    .from(payrollRuns);
  return {
    lastMonth,
    lastMonthFinalised: run!.lastMonthFinalised > 0,
    unpaidMonths: run!.unpaidMonths,
    firstUnpaidMonth: run!.firstUnpaidMonth ?? null,
  };
}

/** HR's list: pending leave and correction requests, yesterday's missed check-outs, the payroll month, missing bank details and UAN. */
export async function hrToday(db: Db, today: string): Promise<HrToday> {
  const yesterday = shiftDate(today, -1);
  const [[leaves], [corrections], [attendance], payroll, [people]] = await Promise.all([
    db.select({ total: count() }).from(leaveRequests).where(eq(leaveRequests.status, "Pending")),
    db.select({ total: count() }).from(attendanceRegularisations).where(eq(attendanceRegularisations.status, "Pending")),
    db
      .select({ total: count() })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.date, yesterday), isNotNull(attendanceRecords.checkInAt), isNull(attendanceRecords.checkOutAt))),
    payrollToday(db, today),
    db
      .select({
        missingBankDetails:
          sql<number>`count(*) filter (where ${blank(employees.accountNumberEncrypted)} or ${blank(employees.ifscCode)} or ${blank(employees.bankName)})`.mapWith(
            Number,
          ),
        missingUan: sql<number>`count(*) filter (where ${employees.pfMember} and ${blank(employees.uan)})`.mapWith(Number),
      })
      .from(employees)
      .where(eq(employees.isActive, true)),
  ]);
  return {
    today,
    yesterday,
    pendingLeaves: leaves!.total,
    pendingCorrections: corrections!.total,
    missedCheckOuts: attendance!.total,
    payroll,
    missingBankDetails: people!.missingBankDetails,
    missingUan: people!.missingUan,
  };
}

const otherHr = alias(staffAccounts, "other_hr");

/**
 * Pending requests (leave or correction, by their `employee_record_id` and `status`) of an active HR account when
 * no other active HR account exists: nobody decides their own request (src/server/auth/separation-of-duties.ts),
 * so only an admin can decide these.
 */
async function onlyHrUserPending(db: Db, table: typeof leaveRequests | typeof attendanceRegularisations): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .innerJoin(
      staffAccounts,
      and(eq(staffAccounts.employeeRecordId, table.employeeRecordId), eq(staffAccounts.role, "hr"), eq(staffAccounts.isActive, true)),
    )
    .where(
      and(
        eq(table.status, "Pending"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(otherHr)
            .where(and(eq(otherHr.role, "hr"), eq(otherHr.isActive, true), ne(otherHr.id, staffAccounts.id))),
        ),
      ),
    );
  return row!.total;
}

/**
 * The admin's list (docs/product.md section 5.1): HR's items, which an admin acts on from the HR dashboard; the
 * requests of the only HR user, which only an admin can decide; the unreplied inquiries (status 'new').
 */
export async function adminToday(db: Db, today: string): Promise<AdminToday> {
  const [hr, hrUserLeaves, hrUserCorrections, [inquiry]] = await Promise.all([
    hrToday(db, today),
    onlyHrUserPending(db, leaveRequests),
    onlyHrUserPending(db, attendanceRegularisations),
    db.select({ total: count() }).from(inquiries).where(eq(inquiries.status, "new")),
  ]);
  return { ...hr, hrUserLeaves, hrUserCorrections, unrepliedInquiries: inquiry!.total };
}
