import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { daysInMonth, monthRange } from "@/shared/domain/months";
import { lossOfPayDays, payDivisor } from "@/shared/domain/payroll/loss-of-pay";
import { MUSTER_COMPONENTS, payrollTotals, payslipFigures } from "@/shared/domain/payroll/payslip";
import { estimatedSalary, type SalaryComponents } from "@/shared/domain/payroll/salary";
import { fullName } from "@/shared/domain/person-name";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { loadAttendanceGrid } from "../attendance/grid";
import type { EmployeeRow } from "../employees/records";

/**
 * A month's payroll as a draft (docs/product.md section 10.6; the rules are in src/shared/domain/payroll/ and
 * docs/decisions/009-attendance-and-payroll.md): everyone employed on some day of the month, paid for
 * the month less their loss-of-pay days.
 */

/** A person without a salary structure is paid on the standard estimate (docs/product.md section 10.1), marked as such. */
const salaryOf = (employee: EmployeeRow): SalaryComponents => (employee.hasSalaryData ? employee : estimatedSalary());

export async function computePayroll(db: Db, month: string, today: string, timeZone: string): Promise<PayrollMonth> {
  const { from, to } = monthRange(month);
  const grid = await loadAttendanceGrid(db, { from, to, today, timeZone });
  const calendarDays = daysInMonth(month);
  const divisor = payDivisor(grid.settings.payDayBasis, calendarDays);
  // A month still running counts absences up to yesterday: today is not over.
  const countedUntil = to < today ? shiftDate(to, 1) : today;

  const rows: PayrollRow[] = grid.people.map((person) => {
    const { employee } = person;
    const lopDays = Math.min(lossOfPayDays(person.days, countedUntil, grid.settings.payDayBasis), divisor);
    const figures = payslipFigures(salaryOf(employee), lopDays, divisor);
    return {
      employeeRecordId: employee.id,
      employeeId: employee.employeeId,
      name: fullName(employee),
      department: employee.department,
      designation: employee.designation,
      estimated: !employee.hasSalaryData,
      earnings: figures.earnings,
      grossMonthly: figures.grossMonthly,
      workingDays: person.days.filter((day) => day.employed && day.workingDay).length,
      paidDays: Math.max(0, calendarDays - lopDays),
      lopDays,
      lopDeduction: figures.lopDeduction,
      earnedGross: figures.earnedGross,
      deductions: figures.deductions,
      totalDeductions: figures.totalDeductions,
      netPay: figures.netPay,
      employer: figures.employer,
      employerCost: figures.employerCost,
    };
  });

  const departments = new Map<string, { total: number; employees: number }>();
  for (const row of rows) {
    const key = row.department ?? "Unassigned";
    const entry = departments.get(key) ?? { total: 0, employees: 0 };
    departments.set(key, { total: entry.total + row.earnedGross, employees: entry.employees + 1 });
  }

  return {
    month,
    status: "draft",
    finalisedAt: null,
    finalisedBy: null,
    calendarDays,
    workingDays: grid.dates.filter((date) => isWorkingDay(date, grid.calendar)).length,
    payDayBasis: grid.settings.payDayBasis,
    divisor,
    musterComponents: MUSTER_COMPONENTS.length,
    countedUntil,
    totals: payrollTotals(rows),
    byDepartment: [...departments].map(([department, entry]) => ({ department, ...entry })).sort((a, b) => b.total - a.total),
    rows,
  };
}
