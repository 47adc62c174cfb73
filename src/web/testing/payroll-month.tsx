/** Test helper (not used by the product): a payroll month of two rows as the server answers it, and a render with its queries. */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import { createQueryClient } from "@/web/lib/query-client";

/** A row: Kavya Kulkarni, Sales, gross ₹76,000, 2 loss-of-pay days; the overrides changed. */
export const payrollRow = (overrides: Partial<PayrollRow>): PayrollRow => ({
  employeeRecordId: 7,
  employeeId: "EMP007",
  name: "Kavya Kulkarni",
  department: "Sales",
  designation: "Sales Manager",
  estimated: false,
  uan: "101234567891",
  esiIpNumber: null,
  stateOfWork: "MH",
  taxRegime: "new",
  earnings: {
    basicSalary: 50000,
    hra: 15000,
    transportAllowance: 3000,
    medicalAllowance: 2000,
    specialAllowance: 5000,
    otherAllowances: 1000,
  },
  grossMonthly: 76000,
  workingDays: 25,
  paidDays: 29,
  lopDays: 2,
  ncpDays: 2,
  lopDeduction: 4903,
  earnedGross: 71097,
  earnedBasic: 46774,
  earnedHra: 14032,
  esiCovered: false,
  items: [],
  itemEarnings: 0,
  itemDeductions: 0,
  pfWage: 15000,
  epsWage: 15000,
  edliWage: 15000,
  esiWage: 0,
  deductions: { providentFund: 1800, esi: 0, professionalTax: 200, labourWelfareFund: 0, incomeTax: 9200, otherDeductions: 500 },
  overridden: { providentFund: false, professionalTax: false, incomeTax: false },
  grossPay: 71097,
  totalDeductions: 11700,
  netPay: 59397,
  recoverable: 0,
  employer: { epf: 550, eps: 1250, edli: 75, adminCharge: 75, esi: 0, labourWelfareFund: 0, total: 1950 },
  employerCost: 73047,
  notes: [],
  ...overrides,
});

/** Kavya, and Rohan Joshi: estimated, no department, PT overridden, in Gujarat. */
export const payrollRows = [
  payrollRow({}),
  payrollRow({
    employeeRecordId: 8,
    employeeId: "EMP008",
    name: "Rohan Joshi",
    department: null,
    estimated: true,
    lopDays: 0,
    netPay: 1234567,
    deductions: { providentFund: 1800, esi: 0, professionalTax: 0, labourWelfareFund: 0, incomeTax: 9200, otherDeductions: 500 },
    overridden: { providentFund: false, professionalTax: true, incomeTax: false },
    stateOfWork: "GJ",
    notes: ["No labour-welfare-fund table for Gujarat: nil"],
  }),
];

/** October 2026 in draft, of those two rows; the overrides changed. */
export function payrollMonth(overrides: Partial<PayrollMonth>): PayrollMonth {
  return {
    month: "2026-10",
    status: "draft",
    finalisedAt: null,
    finalisedBy: null,
    calendarDays: 31,
    workingDays: 26,
    payDayBasis: "calendar",
    divisor: 31,
    musterComponents: 17,
    countedUntil: "2026-11-01",
    finalisableFrom: "2026-10-31",
    finalisable: true,
    finaliseBlockedReason: null,
    financialYear: "2026-27",
    incomeTaxRulesYear: "2026-27",
    withoutOpeningFigures: 0,
    totals: {
      totalMonthly: 1520000,
      averageSalary: 76000,
      employeeCount: 2,
      totalGross: 1520000,
      totalNet: 1293964,
      totalRecoverable: 0,
      totalDeductions: 23400,
      itemEarnings: 0,
      itemDeductions: 0,
      employerContributions: 6600,
      employerCost: 148794,
    },
    byDepartment: [{ department: "Sales", total: 142194, employees: 2 }],
    rows: payrollRows,
    ...overrides,
  };
}

/** Renders to markup with a fresh query client, seeded first (answers the screen would have fetched). */
export function renderWithQueries(node: ReactNode, seed: (client: QueryClient) => void = () => undefined) {
  const client = createQueryClient();
  seed(client);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}
