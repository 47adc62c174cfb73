import { stateOfWorkName, taxRegimeLabels } from "@/shared/contract/employee-statutory";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { MUSTER_COMPONENTS } from "@/shared/domain/payroll/payslip";
import type { ExportTable } from "../exports/tables";
import type { EmployeeRow } from "../employees/records";

/** Generate Muster and Export Payroll (docs/product.md section 9.14), from the month's draft or frozen figures. */

const status = (payroll: PayrollMonth) => (payroll.status === "finalised" ? "Finalised" : "Draft");
const salaryData = (row: PayrollRow) => (row.estimated ? "Estimated" : "Recorded");
const yesNo = (flag: boolean) => (flag ? "Yes" : "No");

/** The statutory details the month was computed with (blank in months finalised before they were recorded). */
const statutoryHeader = ["UAN", "ESI IP Number", "State of Work", "Tax Regime", "Income Tax Rules"];
const statutoryCells = (payroll: PayrollMonth, row: PayrollRow) => [
  row.uan,
  row.esiIpNumber,
  row.stateOfWork && stateOfWorkName(row.stateOfWork),
  row.taxRegime && taxRegimeLabels[row.taxRegime],
  payroll.incomeTaxRulesYear && `FY ${payroll.incomeTaxRulesYear}`,
];

/** The month's pay items (adjustments and one-off items) and the wages PF and ESI were computed on. */
const itemHeader = ["Adjustments and One-off Earnings", "Adjustments and One-off Deductions", "PF Wage", "ESI Wage"];
const itemCells = (row: PayrollRow) => [row.itemEarnings, row.itemDeductions, row.pfWage, row.esiWage];

/** Which deductions are HR's override rather than computed. */
const overrideHeader = ["PF Override", "PT Override", "Income Tax Override"];
const overrideCells = (row: PayrollRow) => [yesNo(row.overridden.providentFund), yesNo(row.overridden.professionalTax), yesNo(row.overridden.incomeTax)];

/** Every salary component per person, with the days, the employer's contributions and the statutory details. */
export function muster(payroll: PayrollMonth): ExportTable {
  return {
    header: [
      "Month", "Status", "Employee ID", "Name", "Department", "Designation", ...statutoryHeader, "Working Days", "Paid Days", "LOP Days",
      ...MUSTER_COMPONENTS.map((component) => component.label), ...itemHeader, "Gross Earnings", "Earned Gross", "Total Deductions", "Net Pay", "Employer Cost",
      ...overrideHeader, "Salary Data",
    ],
    rows: payroll.rows.map((row) => [
      payroll.month, status(payroll), row.employeeId, row.name, row.department, row.designation, ...statutoryCells(payroll, row),
      row.workingDays, row.paidDays, row.lopDays, ...MUSTER_COMPONENTS.map((component) => component.amount(row)), ...itemCells(row), row.grossMonthly, row.earnedGross,
      row.totalDeductions, row.netPay, row.employerCost, ...overrideCells(row), salaryData(row),
    ]),
  };
}

/** What the bank transfer and the statutory returns need: who, where to, how much, each deduction and contribution (accounts masked). */
export function payrollSheet(payroll: PayrollMonth, people: ReadonlyMap<number, EmployeeRow>): ExportTable {
  return {
    header: [
      "Month", "Status", "Employee ID", "Name", "Department", ...statutoryHeader, "Bank Name", "Account Number", "IFSC Code", "Paid Days", "LOP Days",
      "Earned Gross", ...itemHeader, "Provident Fund", "ESI (Employee)", "Professional Tax", "LWF (Employee)", "Income Tax", "Other Deductions", "Total Deductions",
      "Net Pay", "EPF (Employer)", "EPS (Employer)", "EDLI (Employer)", "EPF Admin Charge", "ESI (Employer)", "LWF (Employer)", "Employer Cost",
      ...overrideHeader, "Salary Data",
    ],
    rows: payroll.rows.map((row) => {
      const person = people.get(row.employeeRecordId);
      const { deductions: d, employer: e } = row;
      return [
        payroll.month, status(payroll), row.employeeId, row.name, row.department, ...statutoryCells(payroll, row), person?.bankName,
        person?.accountNumberMasked, person?.ifscCode, row.paidDays, row.lopDays, row.earnedGross, ...itemCells(row), d.providentFund, d.esi, d.professionalTax,
        d.labourWelfareFund, d.incomeTax, d.otherDeductions, row.totalDeductions, row.netPay, e.epf, e.eps, e.edli, e.adminCharge, e.esi,
        e.labourWelfareFund, row.employerCost, ...overrideCells(row), salaryData(row),
      ];
    }),
  };
}
