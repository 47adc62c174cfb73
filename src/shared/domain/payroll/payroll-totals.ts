/**
 * A month's gross pay, what is recoverable, and its totals (docs/product.md sections 9.14 and 10.6), for the payroll
 * panel, the CSVs and the payslips alike. Gross pay is the earned gross plus the earning pay items; net pay is gross
 * pay less every deduction (the deduction items included), never below 0; what the deductions exceed the gross pay by
 * is owed by the person. So for each row and for the totals: gross pay − deductions = net pay − recoverable.
 */

/** Gross pay: the earned gross plus the earning items. */
export const grossPayOf = (row: { earnedGross: number; itemEarnings: number }) => row.earnedGross + row.itemEarnings;

/** What the month's deductions exceed its gross pay by: net pay stops at 0 and the rest is owed by the person. */
export const recoverableOf = (row: { earnedGross: number; itemEarnings: number; totalDeductions: number }) =>
  Math.max(0, row.totalDeductions - grossPayOf(row));

/**
 * Gross pay (the earning items included) and head count per department, largest total first ('Unassigned' without
 * one): the bars of 'Gross pay by department' add up to the month's total gross.
 */
export function byDepartment(rows: readonly { department: string | null; earnedGross: number; itemEarnings: number }[]) {
  const departments = new Map<string, { total: number; employees: number }>();
  for (const row of rows) {
    const key = row.department ?? "Unassigned";
    const entry = departments.get(key) ?? { total: 0, employees: 0 };
    departments.set(key, { total: entry.total + grossPayOf(row), employees: entry.employees + 1 });
  }
  return [...departments].map(([department, entry]) => ({ department, ...entry })).sort((a, b) => b.total - a.total);
}

/** A row's figures the totals sum (a payslip's figures or a payroll row). */
interface TotalsInput {
  earnedGross: number;
  netPay: number;
  totalDeductions: number;
  employer: { total: number };
  employerCost: number;
  /** A payroll row's pay-item sums (absent: none). */
  itemEarnings?: number;
  itemDeductions?: number;
}

/**
 * A month's totals: total monthly (earned gross, before the items), average per person, head count, gross pay (the
 * earning items included), deductions (the deduction items included), net and what is recoverable from people whose
 * deductions exceed their gross pay (total gross − total deductions = total net − total recoverable), the pay items'
 * earnings and deductions, employer contributions and cost.
 */
export function payrollTotals(rows: readonly TotalsInput[]) {
  const sum = (pick: (row: TotalsInput) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const paid = (row: TotalsInput) => ({
    earnedGross: row.earnedGross,
    itemEarnings: row.itemEarnings ?? 0,
    totalDeductions: row.totalDeductions,
  });
  const totalMonthly = sum((row) => row.earnedGross);
  return {
    totalMonthly,
    averageSalary: rows.length === 0 ? 0 : Math.round(totalMonthly / rows.length),
    employeeCount: rows.length,
    totalGross: sum((row) => grossPayOf(paid(row))),
    totalNet: sum((row) => row.netPay),
    totalRecoverable: sum((row) => recoverableOf(paid(row))),
    totalDeductions: sum((row) => row.totalDeductions),
    itemEarnings: sum((row) => row.itemEarnings ?? 0),
    itemDeductions: sum((row) => row.itemDeductions ?? 0),
    employerContributions: sum((row) => row.employer.total),
    employerCost: sum((row) => row.employerCost),
  };
}
