import type { PayrollRow, PayrollRowItem } from "@/shared/contract/payroll";
import { esiCovered } from "@/shared/domain/payroll/esi";
import { leaverLastMonth, monthTds, type PayrollTdsResult } from "@/shared/domain/payroll/month-tds";
import { beforeIncomeTax, payslipFigures, type PayslipInput } from "@/shared/domain/payroll/payslip";
import { contributesToPension } from "@/shared/domain/payroll/provident-fund";
import { estimatedSalary, type SalaryComponents } from "@/shared/domain/payroll/salary";
import { fullName } from "@/shared/domain/person-name";
import type { EmployeeRow } from "../employees/records";
import type { PayrollTaxInputs } from "./tax-inputs";
import type { PriorMonths } from "./year-to-date";

/**
 * One person's row of a draft month (docs/product.md section 10.6): their pay after loss of pay, every
 * deduction computed (or HR's override), income tax projected over the financial year, and the employer's
 * contributions.
 */

/** A person without a salary structure is paid on the standard estimate (docs/product.md section 10.1), marked as such. */
const salaryOf = (employee: EmployeeRow): SalaryComponents => (employee.hasSalaryData ? employee : estimatedSalary());

export interface PersonMonth {
  employee: EmployeeRow;
  month: string;
  lopDays: number;
  divisor: number;
  workingDays: number;
  prior: PriorMonths;
  tax: PayrollTaxInputs;
  /** The person's pay items of the month, oldest first (none when absent). */
  items?: readonly PayrollRowItem[];
  /** When a salary revision touches the month: the structure prorated over it and the one on its last day (salary-revisions/in-force.ts). */
  structure?: { month: SalaryComponents; monthEnd: SalaryComponents };
  /** The full monthly gross on the day that decides ESI coverage for the contribution period (salary-revisions/in-force.ts `esiCoverageGross`). */
  esiCoverageGross: number;
  /** The loss-of-pay days within the person's service (loss-of-pay.ts `nonContributoryDays`). */
  ncpDays: number;
  /** Left service before the month's last day (no labour welfare fund: labour-welfare-fund.ts). */
  leftBeforeMonthEnd: boolean;
  /** For each earlier month the items belong to, the PF wage it already counted (pf-counted.ts); none when absent. */
  pfWageCounted?: ReadonlyMap<string, number>;
}

export function payrollRow(person: PersonMonth): PayrollRow {
  return personPay(person).row;
}

/**
 * The row and the income-tax derivation it deducted (both regimes, from `monthTds`): what the employee's
 * tax projection shows, computed by the payroll's own code.
 */
export function personPay({
  employee,
  month,
  lopDays,
  divisor,
  workingDays,
  prior,
  tax,
  structure,
  esiCoverageGross,
  ncpDays,
  leftBeforeMonthEnd,
  pfWageCounted,
  items = [],
}: PersonMonth): { row: PayrollRow; tds: PayrollTdsResult } {
  const salary = structure?.month ?? salaryOf(employee);
  const input: PayslipInput = {
    month,
    salary,
    overrides: { providentFund: employee.providentFund, professionalTax: employee.professionalTax, incomeTax: employee.incomeTax },
    profile: employee,
    lopDays,
    divisor,
    // Fixed for the contribution period by the gross at its start or at joining (decision 009).
    esiCovered: esiCovered(esiCoverageGross),
    items,
    leftBeforeMonthEnd,
    pension: (pensionMonth) => contributesToPension(pensionMonth, employee),
    pfWageCounted,
  };
  // The months to come are projected at the full salary alone: the items are this month's only; a leaver's last month prorated.
  const fullMonth: PayslipInput = { ...input, salary: structure?.monthEnd ?? salary, lopDays: 0, items: [] };
  const full = beforeIncomeTax(fullMonth);
  const lastMonth = tax.lastMonthPayDays && leaverLastMonth(fullMonth, tax.lastMonthPayDays);
  let tds: PayrollTdsResult | undefined;
  const figures = payslipFigures(input, (thisMonth) => {
    tds = monthTds({
      input,
      thisMonth,
      full,
      regime: tax.regime,
      finalised: prior.finalised(employee.id),
      tax: tax.tax,
      lastMonthOfService: tax.lastMonthOfService,
      lastMonth,
    });
    return tds.chosen.thisMonth;
  });
  const row: PayrollRow = {
    employeeRecordId: employee.id,
    employeeId: employee.employeeId,
    name: fullName(employee),
    department: employee.department,
    designation: employee.designation,
    estimated: !employee.hasSalaryData,
    uan: employee.uan,
    esiIpNumber: employee.esiIpNumber,
    stateOfWork: employee.stateOfWork,
    taxRegime: tax.regime,
    earnings: figures.earnings,
    grossMonthly: figures.grossMonthly,
    workingDays,
    paidDays: Math.max(0, divisor - lopDays),
    lopDays,
    ncpDays,
    lopDeduction: figures.lopDeduction,
    earnedGross: figures.earnedGross,
    earnedBasic: figures.earnedBasic,
    earnedHra: figures.earnedHra,
    esiCovered: input.esiCovered,
    items: [...items],
    itemEarnings: figures.items.earnings,
    itemDeductions: figures.items.deductions,
    pfWage: figures.pfWage,
    epsWage: figures.epsWage,
    edliWage: figures.edliWage,
    esiWage: figures.esiWage,
    deductions: figures.deductions,
    overridden: figures.overridden,
    grossPay: figures.grossPay,
    totalDeductions: figures.totalDeductions,
    netPay: figures.netPay,
    recoverable: figures.recoverable,
    employer: figures.employer,
    employerCost: figures.employerCost,
    notes: figures.notes,
  };
  return { row, tds: tds! };
}
