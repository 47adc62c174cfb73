import { describe, expect, it } from "vitest";
import type { PayrollMonth, PayrollRow, PayrollRowItem } from "@/shared/contract/payroll";
import { MUSTER_COMPONENTS } from "@/shared/domain/payroll/payslip";
import type { ExportTable } from "../exports/tables";
import type { EmployeeRow } from "../employees/records";
import { muster, payrollSheet } from "./payroll-csv";

// October 2026 on the calendar basis: 31 days, the divisor 31.

const item = (
  id: number,
  kind: PayrollRowItem["kind"],
  direction: PayrollRowItem["direction"],
  description: string,
  amount: number,
): PayrollRowItem => ({
  id,
  kind,
  direction,
  description,
  amount,
  pfWage: 0,
  esiWage: 0,
  taxable: true,
  sourceMonth: null,
  source: null,
});

/**
 * Priya, absent one working day, with a ₹5,000 bonus. Gross Earnings 20,000 + 8,000 + 1,600 + 1,250 + 4,150 = 35,000;
 * Loss of Pay 35,000 × 1 / 31 = 1,129.03 → 1,129; Earned Gross 35,000 − 1,129 = 33,871; Gross Pay 33,871 + 5,000 = 38,871;
 * deductions PF 1,800 (12% of the 15,000 ceiling) + PT 200 + TDS 1,000 = 3,000; Net Pay 38,871 − 3,000 = 35,871, nothing
 * recoverable. Paid 30 + LOP 1 + not employed 0 = 31.
 */
const priya: PayrollRow = {
  employeeRecordId: 11,
  employeeId: "EMP011",
  name: "Priya Nair",
  department: "Sales",
  designation: "Sales Executive",
  estimated: false,
  uan: null,
  esiIpNumber: null,
  stateOfWork: "MH",
  taxRegime: "new",
  earnings: {
    basicSalary: 20_000,
    hra: 8_000,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: 4_150,
    otherAllowances: 0,
  },
  grossMonthly: 35_000,
  workingDays: 22,
  paidDays: 30,
  lopDays: 1,
  ncpDays: 1,
  lopDeduction: 1_129,
  earnedGross: 33_871,
  earnedBasic: 19_355,
  earnedHra: 7_742,
  esiCovered: false,
  items: [item(1, "bonus", "earning", "Diwali bonus", 5_000)],
  itemEarnings: 5_000,
  itemDeductions: 0,
  pfWage: 15_000,
  epsWage: 15_000,
  edliWage: 15_000,
  esiWage: 0,
  deductions: { providentFund: 1_800, esi: 0, professionalTax: 200, labourWelfareFund: 0, incomeTax: 1_000, otherDeductions: 0 },
  overridden: { providentFund: false, professionalTax: false, incomeTax: false },
  grossPay: 38_871,
  totalDeductions: 3_000,
  netPay: 35_871,
  recoverable: 0,
  employer: { epf: 550, eps: 1_250, edli: 75, adminCharge: 75, esi: 0, labourWelfareFund: 0, total: 1_950 },
  employerCost: 40_821,
  notes: [],
};

/**
 * Rohan, whose last working day is 20 October: 21 to 31 October (11 days) are not employed, no loss of pay within the
 * service. Gross Earnings 15,500 + 6,200 + 1,600 + 1,250 + 6,450 = 31,000; unpaid 31,000 × 11 / 31 = 11,000; Earned
 * Gross 20,000; leave encashment 3,000 → Gross Pay 23,000; PF 12% of the earned basic 15,500 × 20 / 31 = 10,000 → 1,200,
 * PT 200, the notice-pay recovery 25,000 → Total Deductions 26,400; 23,000 − 26,400 = −3,400: Net Pay 0, Recoverable
 * 3,400. Paid 20 + LOP 0 + not employed 11 = 31.
 */
const rohan: PayrollRow = {
  ...priya,
  employeeRecordId: 12,
  employeeId: "EMP012",
  name: "Rohan Joshi",
  department: "Finance",
  designation: "Accountant",
  earnings: {
    basicSalary: 15_500,
    hra: 6_200,
    transportAllowance: 1_600,
    medicalAllowance: 1_250,
    specialAllowance: 6_450,
    otherAllowances: 0,
  },
  grossMonthly: 31_000,
  workingDays: 14,
  paidDays: 20,
  lopDays: 11,
  ncpDays: 0,
  lopDeduction: 11_000,
  earnedGross: 20_000,
  earnedBasic: 10_000,
  earnedHra: 4_000,
  items: [
    item(2, "leave_encashment", "earning", "Leave encashment", 3_000),
    item(3, "notice_recovery", "deduction", "Notice shortfall", 25_000),
  ],
  itemEarnings: 3_000,
  itemDeductions: 25_000,
  pfWage: 10_000,
  epsWage: 10_000,
  edliWage: 10_000,
  deductions: { providentFund: 1_200, esi: 0, professionalTax: 200, labourWelfareFund: 0, incomeTax: 0, otherDeductions: 0 },
  grossPay: 23_000,
  totalDeductions: 26_400,
  netPay: 0,
  recoverable: 3_400,
  // 10,000 × 3.67% = 367, × 8.33% = 833, EDLI and admin 0.5% = 50 each.
  employer: { epf: 367, eps: 833, edli: 50, adminCharge: 50, esi: 0, labourWelfareFund: 0, total: 1_300 },
  employerCost: 24_300,
};

const october = { month: "2026-10", status: "finalised", incomeTaxRulesYear: "2026-27", rows: [priya, rohan] } as PayrollMonth;

/** Each CSV row as column → cell. */
const byColumn = (table: ExportTable) =>
  table.rows.map((row) => Object.fromEntries(table.header.map((column, index) => [column, row[index]])));

describe("the muster CSV", () => {
  it("has the days, gross pay and what is recoverable, so each row adds up", () => {
    const table = muster(october);
    expect(table.header).toEqual([
      ...[
        "Month",
        "Status",
        "Employee ID",
        "Name",
        "Department",
        "Designation",
        "UAN",
        "ESI IP Number",
        "State of Work",
        "Tax Regime",
        "Income Tax Rules",
      ],
      ...["Working Days", "Paid Days", "LOP Days", "Not Employed Days"],
      ...MUSTER_COMPONENTS.map((component) => component.label),
      ...["Adjustments and One-off Earnings", "Adjustments and One-off Deductions", "PF Wage", "ESI Wage"],
      ...["Gross Earnings", "Earned Gross", "Gross Pay", "Total Deductions", "Net Pay", "Recoverable", "Employer Cost"],
      ...["PF Override", "PT Override", "Income Tax Override", "Salary Data"],
    ]);
    const [first, second] = byColumn(table);
    expect(first).toMatchObject({
      "Paid Days": 30,
      "LOP Days": 1,
      "Not Employed Days": 0,
      "Gross Earnings": 35_000,
      "Loss of Pay": 1_129,
      "Earned Gross": 33_871,
      "Adjustments and One-off Earnings": 5_000,
      "Gross Pay": 38_871,
      "Total Deductions": 3_000,
      "Net Pay": 35_871,
      Recoverable: 0,
    });
    expect(second).toMatchObject({
      "Paid Days": 20,
      "LOP Days": 0,
      "Not Employed Days": 11,
      "Gross Earnings": 31_000,
      "Loss of Pay": 11_000,
      "Earned Gross": 20_000,
      "Adjustments and One-off Earnings": 3_000,
      "Adjustments and One-off Deductions": 25_000,
      "Gross Pay": 23_000,
      "Total Deductions": 26_400,
      "Net Pay": 0,
      Recoverable: 3_400,
    });
  });
});

describe("the payroll CSV", () => {
  it("has the days, gross pay and what is recoverable, so each row adds up", () => {
    const bank = { bankName: "HDFC Bank", accountNumberMasked: "XXXXXX1234", ifscCode: "HDFC0001234" } as EmployeeRow;
    const table = payrollSheet(october, new Map([[12, bank]]));
    expect(table.header).toEqual([
      ...[
        "Month",
        "Status",
        "Employee ID",
        "Name",
        "Department",
        "UAN",
        "ESI IP Number",
        "State of Work",
        "Tax Regime",
        "Income Tax Rules",
      ],
      ...["Bank Name", "Account Number", "IFSC Code", "Paid Days", "LOP Days", "Not Employed Days", "Earned Gross"],
      ...["Adjustments and One-off Earnings", "Adjustments and One-off Deductions", "PF Wage", "ESI Wage", "Gross Pay"],
      ...[
        "Provident Fund",
        "ESI (Employee)",
        "Professional Tax",
        "LWF (Employee)",
        "Income Tax",
        "Other Deductions",
        "Total Deductions",
        "Net Pay",
        "Recoverable",
      ],
      ...["EPF (Employer)", "EPS (Employer)", "EDLI (Employer)", "EPF Admin Charge", "ESI (Employer)", "LWF (Employer)", "Employer Cost"],
      ...["PF Override", "PT Override", "Income Tax Override", "Salary Data"],
    ]);
    // Priya: 33,871 + 5,000 = 38,871; 1,800 + 200 + 1,000 = 3,000; 38,871 − 3,000 = 35,871 − 0.
    expect(table.rows[0]?.slice(13, 35)).toEqual([
      30, 1, 0, 33_871, 5_000, 0, 15_000, 0, 38_871, 1_800, 0, 200, 0, 1_000, 0, 3_000, 35_871, 0, 550, 1_250, 75, 75,
    ]);
    // Rohan: 20,000 + 3,000 = 23,000; 1,200 + 200 + the 25,000 item = 26,400; 23,000 − 26,400 = 0 − 3,400.
    expect(table.rows[1]?.slice(10, 35)).toEqual([
      ...["HDFC Bank", "XXXXXX1234", "HDFC0001234"],
      ...[20, 0, 11, 20_000, 3_000, 25_000, 10_000, 0, 23_000, 1_200, 0, 200, 0, 0, 0, 26_400, 0, 3_400, 367, 833, 50, 50],
    ]);
  });
});
