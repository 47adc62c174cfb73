import { and, count, eq, min } from "drizzle-orm";
import { businessDate } from "@/shared/domain/business-time";
import { financialYearOf, monthsOfFinancialYear } from "@/shared/domain/financial-year";
import { daysInMonth } from "@/shared/domain/months";
import { payDivisor } from "@/shared/domain/payroll/loss-of-pay";
import { NOTHING_FINALISED, type FinalisedFigures } from "@/shared/domain/payroll/month-tds";
import { monthlyGross } from "@/shared/domain/payroll/salary";
import type { Db } from "../db/client";
import { attendanceRecords, employees, payrollOpeningFigures, staffAccounts } from "../db/schema";
import { personPay } from "../modules/payroll/person-pay";
import { NO_TAX_INPUTS, payrollTaxInputs } from "../modules/payroll/tax-inputs";
import { addMonthToSums } from "../modules/payroll/year-to-date";
import { loadSettings } from "../modules/settings/store";

/**
 * Why: the demo's attendance (demo-attendance.ts) begins three months before the current one, and only those
 * months are finalised (demo-payroll.ts): without opening figures for the months of the financial year before
 * them, the payroll would warn that TDS assumes nothing was paid earlier this year and deduct almost nothing. A real company would have paid the
 * months of the year before the demo's history with its previous payroll: HR enters those as opening figures.
 *
 * So, for every active demo record with a salary structure, the months of the current financial year (by the
 * business date) from April (or the first month employed for all of it) to the month before the first
 * day of attendance, each paid in full (no loss of pay) by the payroll's own `personPay`: PF, professional
 * tax (February's ₹300 included), and TDS month by month from the months before it, as `monthlyTds` would
 * have deducted it. Summed, as HR's demo account entered them. Loaded once, into an empty table; nothing when
 * the demo's attendance begins in April or earlier, or there is none.
 */

/** The months of today's financial year before the month of the first day of attendance (none when that is April or earlier). */
export function openingMonths(today: string, firstAttendance: string): string[] {
  const months = monthsOfFinancialYear(financialYearOf(today.slice(0, 7)));
  return months.filter((month) => month < firstAttendance.slice(0, 7));
}

export async function loadDemoOpeningFigures(db: Db, now: Date, timeZone: string, hrEmail: string | null): Promise<void> {
  if ((await db.select({ n: count() }).from(payrollOpeningFigures))[0]!.n > 0) return;
  const [{ first } = { first: null }] = await db.select({ first: min(attendanceRecords.date) }).from(attendanceRecords);
  if (!first) return;
  const today = businessDate(now, timeZone);
  const months = openingMonths(today, first);
  if (months.length === 0) return;
  const financialYear = financialYearOf(months[0]!);

  const people = await db
    .select()
    .from(employees)
    .where(and(eq(employees.isActive, true), eq(employees.hasSalaryData, true)))
    .orderBy(employees.id);
  const taxInputs = await payrollTaxInputs(db, financialYear, people);
  const { payDayBasis } = await loadSettings(db);
  const [hr] = hrEmail
    ? await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, hrEmail.toLowerCase())).limit(1)
    : [];

  const rows: (typeof payrollOpeningFigures.$inferInsert)[] = [];
  for (const employee of people) {
    let sum: FinalisedFigures = NOTHING_FINALISED;
    for (const month of months) {
      if (employee.dateOfJoining !== null && employee.dateOfJoining > `${month}-01`) continue;
      const { row } = personPay({
        employee,
        month,
        lopDays: 0,
        ncpDays: 0,
        leftBeforeMonthEnd: false,
        divisor: payDivisor(payDayBasis, daysInMonth(month)),
        workingDays: 0,
        // The earlier months as the payroll reads finalised ones; ESI coverage from the record's full gross.
        prior: { finalised: () => (sum.months > 0 ? sum : null) },
        esiCoverageGross: monthlyGross(employee),
        tax: taxInputs.get(employee.id) ?? NO_TAX_INPUTS,
      });
      sum = addMonthToSums(sum, row);
    }
    if (sum.months === 0) continue;
    rows.push({ employeeRecordId: employee.id, financialYear, ...sum, enteredByAccountId: hr?.id ?? null, enteredAt: now });
  }
  if (rows.length > 0) await db.insert(payrollOpeningFigures).values(rows);
}
