import { format, parseISO } from "date-fns";
import { taxRegimeLabels } from "@/shared/contract/employee-statutory";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { lossOfPay, notEmployedDaysOf } from "@/shared/domain/payroll/loss-of-pay";
import type { EmployeeRow } from "../employees/records";
import type { LeaveBlock, PayslipDocument, YearToDate } from "./payslip-pdf";

/** A payslip's content from a finalised month's frozen figures and the person's record (masked identifiers only). */

export const periodOf = (month: string) => format(parseISO(`${month}-01`), "MMMM yyyy");

/** What a payslip shows beyond the month's row: the company, and the person's year to date and leave balances. */
export interface PayslipContext {
  companyName: string;
  companyAddress: string;
  generatedOn: string;
  yearToDate: YearToDate | null;
  leave: LeaveBlock | null;
}

/**
 * Each earning in full and after loss of pay, as the month's computation takes it (shared/domain/payroll/payslip.ts).
 * Rounding each line can leave the lines a rupee or two off the month's earned gross, which is rounded once:
 * the last allowance with something earned takes the difference, so the column adds up to the Earned Gross
 * printed under it. Basic and HRA stay as computed (PF and the HRA exemption use them).
 */
export function earnedLines(lines: [label: string, full: number][], row: Pick<PayrollRow, "lopDays" | "earnedGross">, divisor: number) {
  const result = lines.map(([label, full]) => ({ label, full, earned: Math.max(0, full - lossOfPay(full, row.lopDays, divisor)) }));
  const difference = row.earnedGross - result.reduce((sum, line) => sum + line.earned, 0);
  const absorber = result.findLast((line, index) => index >= 2 && line.earned > 0) ?? result[0]!;
  absorber.earned += difference;
  return result;
}

export function payslipDocument(
  payroll: PayrollMonth,
  row: PayrollRow,
  employee: EmployeeRow | undefined,
  context: PayslipContext,
): PayslipDocument {
  const { earnings, deductions, overridden, employer } = row;
  // HR's override of a computed deduction is marked as such.
  const mark = (label: string, override: boolean) => (override ? `${label} (override)` : label);
  return {
    companyName: context.companyName,
    companyAddress: context.companyAddress,
    period: periodOf(payroll.month),
    employee: {
      employeeId: row.employeeId,
      name: row.name,
      designation: row.designation ?? "",
      department: row.department ?? "",
      bankName: employee?.bankName ?? null,
      bankAccountMasked: employee?.accountNumberMasked ?? null,
      panMasked: employee?.panMasked ?? null,
      dateOfJoining: employee?.dateOfJoining ?? null,
      // As the month was computed; a month finalised before they were recorded falls back to the record.
      uan: row.uan ?? employee?.uan ?? null,
      esiIpNumber: row.esiIpNumber ?? employee?.esiIpNumber ?? null,
    },
    taxRegime: row.taxRegime ? taxRegimeLabels[row.taxRegime] : null,
    incomeTaxRulesYear: payroll.incomeTaxRulesYear,
    // The row's loss-of-pay days count the days outside the service too; its NCP days are those within it.
    days: {
      calendarDays: payroll.calendarDays,
      workingDays: row.workingDays,
      paidDays: row.paidDays,
      lopDays: row.ncpDays,
      notEmployedDays: notEmployedDaysOf(row),
    },
    earnings: earnedLines(
      [
        ["Basic Salary", earnings.basicSalary],
        ["HRA", earnings.hra],
        ["Transport Allowance", earnings.transportAllowance],
        ["Medical Allowance", earnings.medicalAllowance],
        ["Special Allowance", earnings.specialAllowance],
        ["Other Allowances", earnings.otherAllowances],
      ],
      row,
      payroll.divisor,
    ),
    lopDeduction: row.lopDeduction,
    deductions: [
      { label: mark("Provident Fund", overridden.providentFund), amount: deductions.providentFund },
      { label: "ESI", amount: deductions.esi },
      { label: mark("Professional Tax", overridden.professionalTax), amount: deductions.professionalTax },
      { label: "Labour Welfare Fund", amount: deductions.labourWelfareFund },
      { label: mark("TDS", overridden.incomeTax), amount: deductions.incomeTax },
      { label: "Other Deductions", amount: deductions.otherDeductions },
    ],
    grossEarnings: row.grossMonthly,
    // The table lists the salary's deductions; the items' are in their own block with their sign.
    totalDeductions: row.totalDeductions - row.itemDeductions,
    adjustments: row.items.map((item) => ({ description: item.description, direction: item.direction, amount: item.amount })),
    netPay: row.netPay,
    employer: {
      lines: [
        { label: "EPF (employer's share)", amount: employer.epf },
        { label: "EPS (pension)", amount: employer.eps },
        { label: "EDLI (insurance)", amount: employer.edli },
        { label: "EPF admin charge", amount: employer.adminCharge },
        { label: "ESI (employer's share)", amount: employer.esi },
        { label: "Labour Welfare Fund (employer)", amount: employer.labourWelfareFund },
      ],
      total: employer.total,
    },
    yearToDate: context.yearToDate,
    leave: context.leave,
    estimated: row.estimated,
    generatedOn: context.generatedOn,
  };
}
