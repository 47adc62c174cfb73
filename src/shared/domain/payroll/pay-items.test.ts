import { describe, expect, it } from "vitest";
import { monthTds, NOTHING_FINALISED } from "./month-tds";
import type { PayItemFigures } from "./pay-item-totals";
import { PAY_ITEM_RULES, recoveryInstalments, type PayItemKind } from "./pay-items";
import { beforeIncomeTax, payslipFigures, type PayslipInput } from "./payslip";
import { noOverrides } from "./salary";
import { testSalary } from "../../testing/test-salary";

// Every expectation below is worked out by hand in the comment beside it.

/** An item with the kind's default treatment: `pfWage` and `esiWage` as given (the creator computes them). */
const item = (kind: PayItemKind, amount: number, wages: { pfWage?: number; esiWage?: number } = {}): PayItemFigures => ({
  kind,
  amount,
  pfWage: wages.pfWage ?? 0,
  esiWage: wages.esiWage ?? 0,
  taxable: PAY_ITEM_RULES[kind].taxable,
});

const man = { gender: "male" as const, pfMember: true, pfWageCapped: true, stateOfWork: "MH" };
const input = (overrides: Partial<PayslipInput> = {}): PayslipInput => ({
  month: "2026-10",
  salary: testSalary(),
  overrides: noOverrides,
  profile: man,
  lopDays: 0,
  divisor: 31,
  esiCovered: false,
  ...overrides,
});

/** The month as the payroll computes it (person-pay.ts): the months to come projected without the items. */
function month(payslip: PayslipInput, tax: Parameters<typeof monthTds>[0]["tax"] = {}) {
  const full = beforeIncomeTax({ ...payslip, lopDays: 0, items: [] });
  return payslipFigures(
    payslip,
    (thisMonth) => monthTds({ input: payslip, thisMonth, full, regime: "new", finalised: NOTHING_FINALISED, tax }).chosen.thisMonth,
  );
}

describe("a bonus in the month paid", () => {
  // Basic 20,000, gross 40,000 (HRA 8,000, transport 1,600, medical 1,250, special 9,150), new regime, October 2026,
  // nothing finalised here, ₹14,00,000 of salary from an earlier employer this year (no TDS there).
  const salary = testSalary({ specialAllowance: 9_150 });
  const tax = { previousEmployer: { salary: 1_400_000, tds: 0 } };

  it("leaves PF and ESI as they were and deducts the whole extra tax on it now", () => {
    const without = month(input({ salary }), tax);
    const withBonus = month(input({ salary, items: [item("bonus", 10_000)] }), tax);
    // PF 12% of the 15,000 ceiling = 1,800 either way; no ESI above the 21,000 gross; PT 200 (bonus is no PT salary).
    expect(withBonus.deductions).toMatchObject({ providentFund: 1_800, esi: 0, professionalTax: 200 });
    expect(without.deductions).toMatchObject({ providentFund: 1_800, esi: 0, professionalTax: 200 });
    expect(withBonus.pfWage).toBe(15_000);
    // Without: 6 months x 40,000 = 2,40,000 + 14,00,000 = 16,40,000 - 75,000 standard deduction = 15,65,000.
    // Slabs: 4-8 lakh 5% = 20,000; 8-12 lakh 10% = 40,000; 15% of 3,65,000 = 54,750; 1,14,750 (no rebate above
    // 12 lakh) + 4% cess 4,590 = 1,19,340 a year; over the 6 months left: 19,890.
    expect(without.deductions.incomeTax).toBe(19_890);
    // With: 15,75,000 taxable: 54,750 + 1,500 = 56,250; 1,16,250 + cess 4,650 = 1,20,900. Extra 1,20,900 - 1,19,340
    // = 1,560 (15% x 10,000 x 1.04), all of it this month: 19,890 + 1,560 = 21,450.
    expect(withBonus.deductions.incomeTax).toBe(21_450);
    // Net: 40,000 + 10,000 - (1,800 + 200 + 21,450) = 26,550.
    expect(withBonus).toMatchObject({ netPay: 26_550, totalDeductions: 23_450 });
    expect(withBonus.items).toMatchObject({ earnings: 10_000, deductions: 0, taxable: 10_000 });
  });

  it("shows the tax projection the bonus once, with its extra tax apart", () => {
    const payslip = input({ salary, items: [item("bonus", 10_000)] });
    const thisMonth = beforeIncomeTax(payslip);
    const full = beforeIncomeTax({ ...payslip, items: [] });
    const result = monthTds({ input: payslip, thisMonth, full, regime: "new", finalised: NOTHING_FINALISED, tax });
    // 40,000 this month + 5 x 40,000 + the 10,000 bonus once = 2,50,000 here; the annual tax with it 1,20,900.
    expect(result.chosen.projection).toMatchObject({ oneOffEarnings: 10_000, projectedGross: 250_000 });
    expect(result.chosen).toMatchObject({ oneOffTax: 1_560, thisMonth: 21_450, tax: expect.objectContaining({ total: 120_900 }) });
  });
});

describe("an LOP reversal paid in a later month", () => {
  // Gross 20,000 (basic 10,000, HRA 5,000, transport 1,600, medical 1,250, special 2,150), capped member, covered by ESI.
  const salary = testSalary({ basicSalary: 10_000, hra: 5_000, specialAllowance: 2_150 });
  const reversal = item("lop_reversal", 3_705, { pfWage: 1_852, esiWage: 3_705 });

  it("adds its PF wage to the month's PF and its ESI wage to the month's ESI", () => {
    const before = payslipFigures(input({ salary, esiCovered: true }), () => 0);
    const after = payslipFigures(input({ salary, esiCovered: true, items: [reversal] }), () => 0);
    // PF 12% of 10,000 = 1,200; with the item 12% of 11,852 = 1,422.24 -> 1,422: 222 more (12% of 1,852).
    expect(after.deductions.providentFund - before.deductions.providentFund).toBe(222);
    expect(after.pfWage).toBe(11_852);
    // ESI 0.75% of 20,000 = 150; of 23,705 = 177.79 -> 178 (rounded up). Employer 3.25% of 23,705 = 770.41 -> 771.
    expect(before.deductions.esi).toBe(150);
    expect(after.deductions.esi).toBe(178);
    expect(after.esiWage).toBe(23_705);
    expect(after.employer.esi).toBe(771);
    // Net: 20,000 + 3,705 - (1,422 + 178 + 200 PT) = 21,905.
    expect(after.netPay).toBe(21_905);
  });

  it("caps the month's whole PF wage for a capped member", () => {
    // Basic 20,000 is above the ceiling already: 20,000 + 1,852 is still capped at 15,000, PF 1,800.
    const capped = payslipFigures(input({ items: [reversal] }), () => 0);
    expect(capped).toMatchObject({ pfWage: 15_000, deductions: { providentFund: 1_800 } });
    // Uncapped: 12% of 21,852 = 2,622.24 -> 2,622 (2,400 without: 222 more).
    const uncapped = payslipFigures(input({ profile: { ...man, pfWageCapped: false }, items: [reversal] }), () => 0);
    expect(uncapped).toMatchObject({ pfWage: 21_852, deductions: { providentFund: 2_622 } });
  });
});

describe("items outside PF, ESI and tax", () => {
  it("a reimbursement changes net pay and cost only", () => {
    // Gross 31,000 (basic 20,000): PF 1,800, PT 200, nothing else; net 29,000.
    const before = month(input());
    const after = month(input({ items: [item("reimbursement", 2_500)] }));
    expect(after.deductions).toEqual(before.deductions);
    expect(after).toMatchObject({ pfWage: 15_000, esiWage: 0, netPay: 29_000 + 2_500, employerCost: before.employerCost + 2_500 });
  });

  it("an advance and its recovery never touch tax, and an advance is no cost", () => {
    const advance = month(input({ items: [item("advance", 10_000)] }));
    const recovery = month(input({ items: [item("advance_recovery", 3_333)] }));
    const plain = month(input());
    expect(advance.deductions).toEqual(plain.deductions);
    expect(recovery.deductions).toEqual(plain.deductions);
    // 29,000 + 10,000; 29,000 - 3,333 = 25,667 (the recovery is part of total deductions: 2,000 + 3,333).
    expect(advance).toMatchObject({ netPay: 39_000, employerCost: plain.employerCost });
    expect(recovery).toMatchObject({ netPay: 25_667, totalDeductions: 5_333 });
  });

  it("professional tax reads an incentive but not a bonus (Maharashtra section 2(h))", () => {
    // A woman earning 24,000: nil up to 25,000. A 10,000 bonus leaves it nil; a 2,000 incentive makes 26,000: 200.
    const woman = { ...man, gender: "female" as const };
    const salary = testSalary({ basicSalary: 13_000, hra: 8_000, specialAllowance: 150 });
    expect(payslipFigures(input({ salary, profile: woman, items: [item("bonus", 10_000)] }), () => 0).deductions.professionalTax).toBe(0);
    expect(payslipFigures(input({ salary, profile: woman, items: [item("incentive", 2_000)] }), () => 0).deductions.professionalTax).toBe(
      200,
    );
  });
});

describe("an advance's recoveries", () => {
  it("split into equal whole rupees with the remainder on the last", () => {
    // 10,000 / 3 = 3,333.33: 3,333 twice, then 10,000 - 6,666 = 3,334.
    expect(recoveryInstalments(10_000, 3)).toEqual([3_333, 3_333, 3_334]);
    // 10,000 / 4 = 2,500 exactly.
    expect(recoveryInstalments(10_000, 4)).toEqual([2_500, 2_500, 2_500, 2_500]);
    expect(recoveryInstalments(5_000, 1)).toEqual([5_000]);
  });
});
