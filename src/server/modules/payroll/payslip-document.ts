import { format, parseISO } from "date-fns";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import type { EmployeeRow } from "../employees/records";
import type { PayslipDocument } from "./payslip-pdf";

/** A payslip's content from a finalised month's frozen figures and the person's record (masked identifiers only). */

export const periodOf = (month: string) => format(parseISO(`${month}-01`), "MMMM yyyy");

export function payslipDocument(payroll: PayrollMonth, row: PayrollRow, employee: EmployeeRow | undefined, companyName: string, generatedOn: string): PayslipDocument {
  const { earnings, deductions, overridden } = row;
  // HR's override of a computed deduction is marked as such.
  const mark = (label: string, override: boolean) => (override ? `${label} (override)` : label);
  return {
    companyName,
    period: periodOf(payroll.month),
    employee: {
      employeeId: row.employeeId,
      name: row.name,
      designation: row.designation ?? "",
      department: row.department ?? "",
      bankAccountMasked: employee?.accountNumberMasked ?? null,
      panMasked: employee?.panMasked ?? null,
      dateOfJoining: employee?.dateOfJoining ?? null,
    },
    days: { calendarDays: payroll.calendarDays, workingDays: row.workingDays, paidDays: row.paidDays, lopDays: row.lopDays },
    earnings: [
      { label: "Basic Salary", amount: earnings.basicSalary },
      { label: "HRA", amount: earnings.hra },
      { label: "Transport Allowance", amount: earnings.transportAllowance },
      { label: "Medical Allowance", amount: earnings.medicalAllowance },
      { label: "Special Allowance", amount: earnings.specialAllowance },
      { label: "Other Allowances", amount: earnings.otherAllowances },
    ],
    lopDeduction: row.lopDeduction,
    deductions: [
      { label: mark("Provident Fund", overridden.providentFund), amount: deductions.providentFund },
      { label: "ESI (Employee)", amount: deductions.esi },
      { label: mark("Professional Tax", overridden.professionalTax), amount: deductions.professionalTax },
      { label: "Labour Welfare Fund", amount: deductions.labourWelfareFund },
      { label: mark("Income Tax", overridden.incomeTax), amount: deductions.incomeTax },
      { label: "Other Deductions", amount: deductions.otherDeductions },
    ],
    grossEarnings: row.grossMonthly,
    totalDeductions: row.totalDeductions,
    netPay: row.netPay,
    estimated: row.estimated,
    generatedOn,
  };
}
