import { describe, expect, it } from "vitest";
import { payrollMonthSchema } from "@/shared/contract/payroll";
import { readSnapshot } from "./snapshot";
import { priorMonths } from "./year-to-date";

/** A month finalised before the deductions were computed: the snapshot as it was stored then. */
const october2026 = {
  month: "2026-10",
  status: "finalised",
  finalisedAt: null,
  finalisedBy: null,
  calendarDays: 31,
  workingDays: 26,
  payDayBasis: "calendar",
  divisor: 31,
  musterComponents: 16,
  countedUntil: "2026-11-01",
  totals: {
    totalMonthly: 48_242,
    averageSalary: 48_242,
    employeeCount: 1,
    totalNet: 46_242,
    totalDeductions: 2_000,
    employerContributions: 1_875,
    employerCost: 50_117,
  },
  byDepartment: [{ department: "Sales", total: 48_242, employees: 1 }],
  rows: [
    {
      employeeRecordId: 7,
      employeeId: "EMP007",
      name: "Kavya Joshi",
      department: "Sales",
      designation: "Sales Executive",
      estimated: false,
      earnings: {
        basicSalary: 30_000,
        hra: 12_000,
        transportAllowance: 1_600,
        medicalAllowance: 1_250,
        specialAllowance: 5_000,
        otherAllowances: 0,
      },
      grossMonthly: 49_850,
      workingDays: 26,
      paidDays: 30,
      lopDays: 1,
      lopDeduction: 1_608,
      earnedGross: 48_242,
      deductions: { providentFund: 1_800, professionalTax: 200, incomeTax: 1_000, otherDeductions: 0, esi: 0 },
      totalDeductions: 3_000,
      netPay: 45_242,
      employer: { epf: 550, eps: 1_250, edli: 75, esi: 0, total: 1_875 },
      employerCost: 50_117,
    },
  ],
};

describe("a snapshot finalised before the deductions were computed", () => {
  it("reads as today's contract: what the month did (no LWF, no admin charge, no overrides), earned basic and HRA from its loss of pay", () => {
    const month = readSnapshot(october2026);
    expect(payrollMonthSchema.parse(month)).toEqual(month);
    expect(month).toMatchObject({
      finalisableFrom: "2026-10-31",
      finalisable: true,
      financialYear: "2026-27",
      incomeTaxRulesYear: null,
      withoutOpeningFigures: 0,
    });
    // Basic 30,000 - 967.74 (-> 968) = 29,032; HRA 12,000 - 387.10 (-> 387) = 11,613; 49,850 is above ESI's ceiling.
    expect(month.rows[0]).toMatchObject({
      uan: null,
      stateOfWork: null,
      taxRegime: null,
      earnedBasic: 29_032,
      earnedHra: 11_613,
      esiCovered: false,
      deductions: { providentFund: 1_800, professionalTax: 200, incomeTax: 1_000, labourWelfareFund: 0, esi: 0 },
      overridden: { providentFund: false, professionalTax: false, incomeTax: false },
      employer: { epf: 550, adminCharge: 0, labourWelfareFund: 0, total: 1_875 },
      notes: [],
      // No items: gross pay is the earned gross; 3,000 of deductions leave nothing recoverable.
      grossPay: 48_242,
      recoverable: 0,
    });
    // The stored totals stand; those added since are summed from the rows.
    expect(month.totals).toEqual({ ...october2026.totals, totalGross: 48_242, totalRecoverable: 0, itemEarnings: 0, itemDeductions: 0 });
  });

  it("sums the departments' gross pay from the rows: a month stored with its earned gross alone", () => {
    // Stored with a 5,000 bonus: gross pay 48,242 + 5,000 = 53,242, where the stored department total was the earned gross.
    const stored = {
      ...october2026,
      rows: [{ ...october2026.rows[0], itemEarnings: 5_000, itemDeductions: 0, grossPay: 53_242, netPay: 50_242 }],
    };
    expect(readSnapshot(stored).byDepartment).toEqual([{ department: "Sales", total: 53_242, employees: 1 }]);
  });

  it("counts in a later month's year to date", () => {
    const prior = priorMonths("2026-11", [readSnapshot(october2026)]);
    expect(prior.finalised(7)).toEqual({
      gross: 48_242,
      basic: 29_032,
      hra: 11_613,
      employeePf: 1_800,
      professionalTax: 200,
      tds: 1_000,
      months: 1,
    });
    expect(prior.finalised(8)).toBeNull();
    // Not for October itself.
    expect(priorMonths("2026-10", [readSnapshot(october2026)]).finalised(7)).toBeNull();
  });
});
