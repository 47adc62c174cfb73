import { describe, expect, it } from "vitest";
import { payrollTotals } from "./payroll-totals";
import { MUSTER_COMPONENTS, payslipFigures, type PayslipInput, type StatutoryProfile } from "./payslip";
import { estimatedSalary, noOverrides } from "./salary";
import { testSalary } from "../../testing/test-salary";

// Every expectation below is worked out by hand in the comment beside it.

const salary = testSalary;
const man: StatutoryProfile = { gender: "male", pfMember: true, pfWageCapped: true, stateOfWork: "MH" };
const input = (overrides: Partial<PayslipInput> = {}): PayslipInput => ({
  month: "2026-05",
  salary: salary(),
  overrides: noOverrides,
  profile: man,
  lopDays: 0,
  divisor: 31,
  esiCovered: false,
  ...overrides,
});
const noTax = () => 0;
const pay = (overrides: Partial<PayslipInput> = {}, tax: () => number = noTax) => payslipFigures(input(overrides), tax);

describe("the month's deductions from the earned pay", () => {
  it("takes PF, ESI and the ₹175 professional-tax slab from a joiner's earned pay (13 LOP days of 31)", () => {
    // Gross 16,000 (basic 10,000, HRA 3,000, transport 1,600, medical 1,250, special 150), covered by ESI.
    const joiner = pay({ month: "2026-10", salary: salary({ basicSalary: 10_000, hra: 3_000 }), lopDays: 13, esiCovered: true });
    // LOP 16,000 x 13 / 31 = 6,709.68 -> 6,710; earned 9,290. Basic 10,000 - 4,193.55 (-> 4,194) = 5,806; HRA 3,000 - 1,258 = 1,742.
    expect(joiner).toMatchObject({ grossMonthly: 16_000, lopDeduction: 6_710, earnedGross: 9_290, earnedBasic: 5_806, earnedHra: 1_742 });
    // PF 12% of 5,806 = 696.72 -> 697; ESI 0.75% of 9,290 = 69.675 -> 70 (rounded up); PT 175 (9,290 is within 7,501-10,000).
    expect(joiner.deductions).toEqual({
      providentFund: 697,
      esi: 70,
      professionalTax: 175,
      labourWelfareFund: 0,
      incomeTax: 0,
      otherDeductions: 0,
    });
    expect(joiner).toMatchObject({ totalDeductions: 697 + 70 + 175, netPay: 9_290 - 942 });
    // Employer: EPS 8.33% of 5,806 = 483.64 -> 484, EPF 697 - 484 = 213, EDLI and admin 0.5% = 29.03 -> 29 each,
    // ESI 3.25% of 9,290 = 301.925 -> 302.
    expect(joiner.employer).toEqual({
      epf: 213,
      eps: 484,
      edli: 29,
      adminCharge: 29,
      esi: 302,
      labourWelfareFund: 0,
      total: 213 + 484 + 29 + 29 + 302,
    });
    expect(joiner.employerCost).toBe(9_290 + 1_057);
  });

  it("takes no provident fund from a non-member, and the employer pays none either; an uncapped member pays on the full basic", () => {
    const intern = pay({ profile: { ...man, pfMember: false } });
    expect(intern.deductions.providentFund).toBe(0);
    expect(intern.employer).toMatchObject({ epf: 0, eps: 0, edli: 0, adminCharge: 0 });
    // Basic 95,000 uncapped: 11,400 each side; EPS 1,250 and EDLI 75 stay at the ceiling; EPF 11,400 - 1,250; admin 475.
    const senior = pay({ salary: salary({ basicSalary: 95_000 }), profile: { ...man, pfWageCapped: false } });
    expect(senior.deductions.providentFund).toBe(11_400);
    expect(senior.employer).toMatchObject({ epf: 10_150, eps: 1_250, edli: 75, adminCharge: 475 });
  });

  it("charges professional tax by state, gender and month, with a note where it assumes or has no table", () => {
    const pt = (overrides: Partial<PayslipInput>) => pay(overrides).deductions.professionalTax;
    expect(pt({ month: "2027-02" })).toBe(300); // February in Maharashtra, gross 31,000
    const gross25000 = salary({ specialAllowance: 0, hra: 2_150 }); // 20,000 + 2,150 + 1,600 + 1,250 = 25,000
    expect(pt({ salary: gross25000, profile: { ...man, gender: "female" } })).toBe(0);
    expect(pt({ salary: { ...gross25000, otherAllowances: 1 }, profile: { ...man, gender: "female" } })).toBe(200);
    expect(pt({ profile: { ...man, stateOfWork: "KA" } })).toBe(200); // Karnataka from 25,000
    const unknownGender = pay({ salary: gross25000, profile: { ...man, gender: null } });
    expect(unknownGender.deductions.professionalTax).toBe(200);
    expect(unknownGender.notes).toEqual(["Gender not recorded: professional tax on the men's slabs"]);
    const gujarat = pay({ profile: { ...man, stateOfWork: "GJ" } });
    expect(gujarat.deductions.professionalTax).toBe(0);
    expect(gujarat.notes).toEqual(["No professional-tax table for Gujarat: nil", "No labour-welfare-fund table for Gujarat: nil"]);
  });

  it("deducts the labour welfare fund in its months only", () => {
    expect(pay({ month: "2026-06" }).deductions.labourWelfareFund).toBe(25); // Maharashtra, June: 25 and 75
    expect(pay({ month: "2026-06" }).employer.labourWelfareFund).toBe(75);
    expect(pay({ month: "2026-07" }).deductions.labourWelfareFund).toBe(0);
    const karnataka = pay({ month: "2026-12", profile: { ...man, stateOfWork: "KA" } });
    expect([karnataka.deductions.labourWelfareFund, karnataka.employer.labourWelfareFund]).toEqual([50, 100]);
    expect(pay({ month: "2026-06", profile: { ...man, stateOfWork: "KA" } }).deductions.labourWelfareFund).toBe(0);
  });

  it("takes HR's override instead of the computed figure, flagged, and keeps the computed income tax beside it", () => {
    const overridden = pay({ overrides: { providentFund: 1_000, professionalTax: 0, incomeTax: 2_500 } }, () => 1_234);
    expect(overridden.deductions).toMatchObject({ providentFund: 1_000, professionalTax: 0, incomeTax: 2_500 });
    expect(overridden.overridden).toEqual({ providentFund: true, professionalTax: true, incomeTax: true });
    expect(overridden.computedIncomeTax).toBe(1_234);
    // The employer's share stays computed: 12% of 15,000 (the ceiling).
    expect(overridden.employer).toMatchObject({ epf: 550, eps: 1_250 });
    const computed = pay({}, () => 1_234);
    expect(computed.deductions.incomeTax).toBe(1_234);
    expect(computed.overridden).toEqual({ providentFund: false, professionalTax: false, incomeTax: false });
  });
});

describe("the standard estimate through the payroll", () => {
  it("pays basic 45,000: gross 69,500; PF 1,800, PT 200 and other deductions 500 computed like anyone's", () => {
    const figures = pay({ salary: estimatedSalary(), divisor: 30 });
    expect(figures.earnings).toEqual({
      basicSalary: 45_000,
      hra: 13_500,
      transportAllowance: 3_000,
      medicalAllowance: 2_000,
      specialAllowance: 5_000,
      otherAllowances: 1_000,
    });
    expect(figures.deductions).toEqual({
      providentFund: 1_800,
      esi: 0,
      professionalTax: 200,
      labourWelfareFund: 0,
      incomeTax: 0,
      otherDeductions: 500,
    });
    expect(figures).toMatchObject({ grossMonthly: 69_500, totalDeductions: 2_500, netPay: 67_000 });
  });
});

describe("totals and the muster", () => {
  it("adds up the month, and is all zeros for nobody", () => {
    // A: gross 31,000, no LOP; PF 1,800 + PT 200, net 29,000; employer 550 + 1,250 + 75 + 75 admin = 1,950, cost 32,950.
    const a = pay();
    // B: the standard estimate, 1 LOP day of 30: 69,500 / 30 = 2,316.67 -> 2,317 off, earned 67,183; basic 43,500
    // still above the ceiling: PF 1,800 + PT 200 + other 500 = 2,500, net 64,683; employer 1,950, cost 69,133.
    const b = pay({ salary: estimatedSalary(), lopDays: 1, divisor: 30 });
    expect([a.earnedGross, a.netPay, a.employerCost, b.earnedGross, b.netPay, b.employerCost]).toEqual([
      31_000, 29_000, 32_950, 67_183, 64_683, 69_133,
    ]);
    expect(payrollTotals([a, b])).toEqual({
      totalMonthly: 98_183,
      // 98,183 / 2 = 49,091.50 -> 49,092.
      averageSalary: 49_092,
      employeeCount: 2,
      // No items: gross pay is the earned gross, nothing is recoverable.
      totalGross: 98_183,
      totalNet: 93_683,
      totalRecoverable: 0,
      totalDeductions: 4_500,
      // No pay items.
      itemEarnings: 0,
      itemDeductions: 0,
      employerContributions: 3_900,
      employerCost: 102_083,
    });
    expect(payrollTotals([])).toEqual({
      totalMonthly: 0,
      averageSalary: 0,
      employeeCount: 0,
      totalGross: 0,
      totalNet: 0,
      totalRecoverable: 0,
      totalDeductions: 0,
      itemEarnings: 0,
      itemDeductions: 0,
      employerContributions: 0,
      employerCost: 0,
    });
  });

  it("reconciles with pay items: gross pay includes the earning items, deductions the deduction items, gross − deductions = net − recoverable", () => {
    const item = (kind: "reimbursement" | "deduction" | "bonus" | "notice_recovery", amount: number) => ({
      kind,
      amount,
      pfWage: 0,
      esiWage: 0,
      taxable: false,
    });
    // A: gross 31,000, no LOP, a reimbursement of 2,000 and another deduction of 500. PF 12% of the capped 15,000 = 1,800
    // (neither item is a PF wage); PT 200 on 31,000 (neither item is PT salary); no LWF in May.
    // Gross pay 31,000 + 2,000 = 33,000; deductions 1,800 + 200 + 500 = 2,500; net 33,000 - 2,500 = 30,500.
    const a = pay({ items: [item("reimbursement", 2_000), item("deduction", 500)] });
    // B, a leaver: 21 LOP days of 31: 31,000 x 21 / 31 = 21,000 off, earned 10,000; basic 20,000 x 21 / 31 = 13,548.39
    // -> 13,548 off, earned 6,452, PF 12% = 774.24 -> 774; PT 175 on 10,000 (a bonus is no PT salary); a bonus of 1,000 and
    // a notice recovery of 20,000. Gross pay 10,000 + 1,000 = 11,000; deductions 774 + 175 + 20,000 = 20,949:
    // net 0 and 20,949 - 11,000 = 9,949 recoverable.
    const b = pay({ lopDays: 21, items: [item("bonus", 1_000), item("notice_recovery", 20_000)] });
    expect(a).toMatchObject({ earnedGross: 31_000, grossPay: 33_000, totalDeductions: 2_500, netPay: 30_500, recoverable: 0 });
    expect(b).toMatchObject({ earnedGross: 10_000, grossPay: 11_000, totalDeductions: 20_949, netPay: 0, recoverable: 9_949 });
    const rows = [a, b].map((figures) => ({ ...figures, itemEarnings: figures.items.earnings, itemDeductions: figures.items.deductions }));
    expect(payrollTotals(rows)).toMatchObject({
      // Earned gross before items: 31,000 + 10,000 = 41,000, average 20,500.
      totalMonthly: 41_000,
      averageSalary: 20_500,
      totalGross: 33_000 + 11_000,
      totalDeductions: 2_500 + 20_949,
      totalNet: 30_500,
      totalRecoverable: 9_949,
      // 2,000 + 1,000 earned; 500 + 20,000 deducted.
      itemEarnings: 3_000,
      itemDeductions: 20_500,
    });
    // The totals reconcile: 44,000 - 23,449 = 20,551 = 30,500 - 9,949.
  });

  it("lists 19 components, each read from the figures", () => {
    const figures = pay({ month: "2026-06", salary: estimatedSalary(), divisor: 30 });
    expect(MUSTER_COMPONENTS).toHaveLength(19);
    expect(
      MUSTER_COMPONENTS.map((component) => component.amount(figures))
        .slice(0, 6)
        .reduce((sum, amount) => sum + amount, 0),
    ).toBe(69_500);
    const byLabel = Object.fromEntries(MUSTER_COMPONENTS.map((component) => [component.label, component.amount(figures)]));
    expect(byLabel).toMatchObject({ "LWF (Employee)": 25, "LWF (Employer)": 75, "EPF Admin Charge": 75, "Provident Fund": 1_800 });
  });
});
