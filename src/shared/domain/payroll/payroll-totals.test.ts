import { describe, expect, it } from "vitest";
import { byDepartment, payrollTotals } from "./payroll-totals";

const person = (department: string | null, earnedGross: number, itemEarnings: number, totalDeductions: number) => ({
  department,
  earnedGross,
  itemEarnings,
  itemDeductions: 0,
  totalDeductions,
  netPay: earnedGross + itemEarnings - totalDeductions,
  employer: { total: 0 },
  employerCost: earnedGross + itemEarnings,
});

describe("gross pay by department", () => {
  it("sums each row's gross pay, the earning items included, so the bars add up to the total gross", () => {
    // Asha in Sales: earned 40,000 + a 10,000 bonus = 50,000; Ravi in Finance: earned 45,000, no items.
    // Sales 50,000 comes first (by the earned gross alone it would be 40,000, after Finance's 45,000).
    const rows = [person("Sales", 40_000, 10_000, 2_000), person("Finance", 45_000, 0, 2_000)];
    expect(byDepartment(rows)).toEqual([
      { department: "Sales", total: 50_000, employees: 1 },
      { department: "Finance", total: 45_000, employees: 1 },
    ]);
    // 50,000 + 45,000 = 95,000, the month's Total Gross.
    expect(payrollTotals(rows).totalGross).toBe(95_000);
  });

  it("puts people without a department under 'Unassigned'", () => {
    expect(byDepartment([person(null, 30_000, 1_500, 0)])).toEqual([{ department: "Unassigned", total: 31_500, employees: 1 }]);
  });
});
