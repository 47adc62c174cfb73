import { format, parseISO } from "date-fns";
import { taxRegimeLabels } from "@/shared/contract/employee-statutory";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { lossOfPay } from "@/shared/domain/payroll/loss-of-pay";
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

export function payslipDocument(payroll: PayrollMonth, row: PayrollRow, employee: EmployeeRow | undefined, context: PayslipContext): PayslipDocument {
  const { earnings, deductions, overridden, employer } = row;
  // HR's override of a computed deduction is marked as such.
  const mark = (label: string, override: boolean) => (override ? `${label} (override)` : label);
  // Each earning after loss of pay, as the month's computation takes it (shared/domain/payroll/payslip.ts).
  const earning = (label: string, full: number) => ({ label, full, earned: Math.max(0, full - lossOfPay(full, row.lopDays, payroll.divisor)) });
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
    days: { calendarDays: payroll.calendarDays, workingDays: row.workingDays, paidDays: row.paidDays, lopDays: row.lopDays },
    earnings: [
      earning("Basic Salary", earnings.basicSalary),
      earning("HRA", earnings.hra),
      earning("Transport Allowance", earnings.transportAllowance),
      earning("Medical Allowance", earnings.medicalAllowance),
      earning("Special Allowance", earnings.specialAllowance),
      earning("Other Allowances", earnings.otherAllowances),
    ],
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
    totalDeductions: row.totalDeductions,
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
