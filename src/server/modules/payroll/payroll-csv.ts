import { stateOfWorkName, taxRegimeLabels } from "@/shared/contract/employee-statutory";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { notEmployedDaysOf } from "@/shared/domain/payroll/loss-of-pay";
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

/**
 * The days: Paid Days + LOP Days + Not Employed Days = the month's divisor. LOP Days is the loss of pay within the
 * service (the row's NCP days); the days before joining or after the last working day are unpaid but not loss of pay.
 */
const dayHeader = ["Paid Days", "LOP Days", "Not Employed Days"];
const dayCells = (row: PayrollRow) => [row.paidDays, row.ncpDays, notEmployedDaysOf(row)];

/** Which deductions are HR's override rather than computed. */
const overrideHeader = ["PF Override", "PT Override", "Income Tax Override"];
const overrideCells = (row: PayrollRow) => [
  yesNo(row.overridden.providentFund),
  yesNo(row.overridden.professionalTax),
  yesNo(row.overridden.incomeTax),
];

/**
 * Every salary component per person, with the days, the employer's contributions and the statutory details. A row adds
 * up: Gross Earnings − Loss of Pay = Earned Gross; Earned Gross + the earning items = Gross Pay; Gross Pay − Total
 * Deductions = Net Pay − Recoverable (docs/product.md section 9.14).
 */
export function muster(payroll: PayrollMonth): ExportTable {
  return {
    header: [
      "Month",
      "Status",
      "Employee ID",
      "Name",
      "Department",
      "Designation",
      ...statutoryHeader,
      "Working Days",
      ...dayHeader,
      ...MUSTER_COMPONENTS.map((component) => component.label),
      ...itemHeader,
      "Gross Earnings",
      "Earned Gross",
      "Gross Pay",
      "Total Deductions",
      "Net Pay",
      "Recoverable",
      "Employer Cost",
      ...overrideHeader,
      "Salary Data",
    ],
    rows: payroll.rows.map((row) => [
      payroll.month,
      status(payroll),
      row.employeeId,
      row.name,
      row.department,
      row.designation,
      ...statutoryCells(payroll, row),
      row.workingDays,
      ...dayCells(row),
      ...MUSTER_COMPONENTS.map((component) => component.amount(row)),
      ...itemCells(row),
      row.grossMonthly,
      row.earnedGross,
      row.grossPay,
      row.totalDeductions,
      row.netPay,
      row.recoverable,
      row.employerCost,
      ...overrideCells(row),
      salaryData(row),
    ]),
  };
}

/**
 * What the bank transfer and the statutory returns need: who, where to, how much, each deduction and contribution
 * (accounts masked). A row adds up: Earned Gross + the earning items = Gross Pay; the deductions and the deduction items
 * = Total Deductions; Gross Pay − Total Deductions = Net Pay − Recoverable.
 */
export function payrollSheet(payroll: PayrollMonth, people: ReadonlyMap<number, EmployeeRow>): ExportTable {
  return {
    header: [
      "Month",
      "Status",
      "Employee ID",
      "Name",
      "Department",
      ...statutoryHeader,
      "Bank Name",
      "Account Number",
      "IFSC Code",
      ...dayHeader,
      "Earned Gross",
      ...itemHeader,
      "Gross Pay",
      "Provident Fund",
      "ESI (Employee)",
      "Professional Tax",
      "LWF (Employee)",
      "Income Tax",
      "Other Deductions",
      "Total Deductions",
      "Net Pay",
      "Recoverable",
      "EPF (Employer)",
      "EPS (Employer)",
      "EDLI (Employer)",
      "EPF Admin Charge",
      "ESI (Employer)",
      "LWF (Employer)",
      "Employer Cost",
      ...overrideHeader,
      "Salary Data",
    ],
    rows: payroll.rows.map((row) => {
      const person = people.get(row.employeeRecordId);
      const { deductions: d, employer: e } = row;
      return [
        payroll.month,
        status(payroll),
        row.employeeId,
        row.name,
        row.department,
        ...statutoryCells(payroll, row),
        person?.bankName,
        person?.accountNumberMasked,
        person?.ifscCode,
        ...dayCells(row),
        row.earnedGross,
        ...itemCells(row),
        row.grossPay,
        d.providentFund,
        d.esi,
        d.professionalTax,
        d.labourWelfareFund,
        d.incomeTax,
        d.otherDeductions,
        row.totalDeductions,
        row.netPay,
        row.recoverable,
        e.epf,
        e.eps,
        e.edli,
        e.adminCharge,
        e.esi,
        e.labourWelfareFund,
        row.employerCost,
        ...overrideCells(row),
        salaryData(row),
      ];
    }),
  };
}
