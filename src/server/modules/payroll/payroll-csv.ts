import type { PayrollMonth } from "@/shared/contract/payroll";
import { MUSTER_COMPONENTS } from "@/shared/domain/payroll/payslip";
import type { ExportTable } from "../exports/tables";
import type { EmployeeRow } from "../employees/records";

/** Generate Muster and Export Payroll (docs/product.md section 9.14), from the month's draft or frozen figures. */

const status = (payroll: PayrollMonth) => (payroll.status === "finalised" ? "Finalised" : "Draft");

/** Every salary component per person, with the days and the employer's contributions. */
export function muster(payroll: PayrollMonth): ExportTable {
  return {
    header: [
      "Month", "Status", "Employee ID", "Name", "Department", "Designation", "Working Days", "Paid Days", "LOP Days",
      ...MUSTER_COMPONENTS.map((component) => component.label), "Gross Earnings", "Earned Gross", "Total Deductions", "Net Pay", "Employer Cost", "Salary Data",
    ],
    rows: payroll.rows.map((row) => [
      payroll.month, status(payroll), row.employeeId, row.name, row.department, row.designation, row.workingDays, row.paidDays, row.lopDays,
      ...MUSTER_COMPONENTS.map((component) => component.amount(row)), row.grossMonthly, row.earnedGross,
      row.totalDeductions, row.netPay, row.employerCost, row.estimated ? "Estimated" : "Recorded",
    ]),
  };
}

/** What the bank transfer needs: who, where to, how much (account numbers masked, as every export). */
export function payrollSheet(payroll: PayrollMonth, people: ReadonlyMap<number, EmployeeRow>): ExportTable {
  return {
    header: ["Month", "Status", "Employee ID", "Name", "Department", "Bank Name", "Account Number", "IFSC Code", "Paid Days", "LOP Days", "Earned Gross", "Total Deductions", "Net Pay", "Salary Data"],
    rows: payroll.rows.map((row) => {
      const person = people.get(row.employeeRecordId);
      return [
        payroll.month, status(payroll), row.employeeId, row.name, row.department, person?.bankName, person?.accountNumberMasked, person?.ifscCode,
        row.paidDays, row.lopDays, row.earnedGross, row.totalDeductions, row.netPay, row.estimated ? "Estimated" : "Recorded",
      ];
    }),
  };
}
