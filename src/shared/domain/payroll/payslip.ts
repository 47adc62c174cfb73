import { employeeEsi, employerEsi } from "./esi";
import { labourWelfareFund } from "./labour-welfare-fund";
import { lossOfPay } from "./loss-of-pay";
import { NO_PAY_ITEMS, payItemTotals, type PayItemFigures, type PayItemTotals } from "./pay-item-totals";
import { grossPayOf, recoverableOf } from "./payroll-totals";
import { professionalTax, type Gender } from "./professional-tax";
import { earlierMonthsPf, pfWageByMonth } from "./pf-arrears";
import { employeeProvidentFund, employerProvidentFund } from "./provident-fund";
import type { DeductionOverrides, OverridableDeduction, SalaryComponents } from "./salary";
import { DEFAULT_STATE, isStateCode, type StateCode } from "./states";

/**
 * A month's payslip (docs/product.md section 10.6, decision 009), in whole rupees: from the salary
 * structure, the loss-of-pay days and the divisor, the earned gross, basic and HRA; every deduction
 * computed from them (provident fund, ESI, professional tax, labour welfare fund, income tax) unless HR
 * overrode it for the person, plus the typed other deductions; the month's pay items (pay-items.ts): earnings
 * paid on top, deductions taken from net pay, their PF and ESI wages added to the wages the contributions are
 * computed on, their professional-tax salary to the gross the slab is read at; net pay; the employer's
 * contributions and cost (the month's totals: payroll-totals.ts); then the muster's components in order.
 */

/** What the statutory deductions depend on besides the pay (the employee record's statutory fields). */
export interface StatutoryProfile {
  /** Null for a record made before gender was recorded: charged on the men's slabs, with a note. */
  gender: Gender | null;
  pfMember: boolean;
  pfWageCapped: boolean;
  /** A state code ('MH'); one the list does not know is taken as the company's own state. */
  stateOfWork: string;
}

export interface PayslipInput {
  /** The month paid, 'YYYY-MM'. */
  month: string;
  salary: SalaryComponents;
  overrides: DeductionOverrides;
  profile: StatutoryProfile;
  lopDays: number;
  divisor: number;
  /** Covered by ESI in this contribution period (decided by the gross at its start: esi.ts). */
  esiCovered: boolean;
  /** The person's pay items of the month (none when absent). */
  items?: readonly PayItemFigures[];
  /** Left service before the month's last day: not on the labour welfare fund's register then (labour-welfare-fund.ts). */
  leftBeforeMonthEnd?: boolean;
  /**
   * Whether the person contributes to the pension scheme in a month (provident-fund.ts `contributesToPension`):
   * asked for the month paid and for each earlier month its arrears belong to; every month when absent.
   */
  pension?: (month: string) => boolean;
  /** For each earlier month the items belong to, the PF wage it already counted (pf-arrears.ts `pfWageCountedFor`). */
  pfWageCounted?: ReadonlyMap<string, number>;
}

export type Earnings = Pick<
  SalaryComponents,
  "basicSalary" | "hra" | "transportAllowance" | "medicalAllowance" | "specialAllowance" | "otherAllowances"
>;

export interface EarnedPay {
  earnings: Earnings;
  /** The earnings of a full month. */
  grossMonthly: number;
  lopDays: number;
  divisor: number;
  /** gross x LOP days / divisor, never more than the gross. */
  lopDeduction: number;
  earnedGross: number;
  earnedBasic: number;
  earnedHra: number;
}

export interface EmployerContributions {
  /** The employer's 12% less the EPS share: what goes to the employee's EPF account. */
  epf: number;
  eps: number;
  edli: number;
  /** EPF administration charge, 0.5% of the PF wage. */
  adminCharge: number;
  esi: number;
  labourWelfareFund: number;
  total: number;
}

export interface Deductions {
  providentFund: number;
  esi: number;
  professionalTax: number;
  labourWelfareFund: number;
  incomeTax: number;
  otherDeductions: number;
}

/** Which deductions are HR's override rather than computed. */
export type OverrideFlags = Record<OverridableDeduction, boolean>;

/** The month's figures before income tax, which is projected from them (month-tds.ts). */
export interface BeforeIncomeTax extends EarnedPay {
  /** What the month's pay items add up to. */
  items: PayItemTotals;
  /** The wage the provident fund was computed on: earned basic plus the items' PF wage, capped per month for a capped member. */
  pfWage: number;
  /** The wages EPS and EDLI were computed on (at most ₹15,000 per month; EPS 0 outside the pension scheme). */
  epsWage: number;
  edliWage: number;
  /** The wage ESI was computed on: earned gross plus the items' ESI wage; 0 when not covered. */
  esiWage: number;
  providentFund: number;
  esi: number;
  professionalTax: number;
  labourWelfareFund: number;
  employer: EmployerContributions;
  /** Why a figure is nil or assumed: a state without a table, a gender not recorded. */
  notes: string[];
}

export interface PayslipFigures extends EarnedPay {
  items: PayItemTotals;
  pfWage: number;
  epsWage: number;
  edliWage: number;
  esiWage: number;
  deductions: Deductions;
  overridden: OverrideFlags;
  /** The income tax the projection gives, whether or not an override replaced it. */
  computedIncomeTax: number;
  /** Every deduction, the items' included. */
  totalDeductions: number;
  /** Earned gross plus the earning items: what the month pays before any deduction. */
  grossPay: number;
  /** Gross pay less every deduction, never below 0. */
  netPay: number;
  /** What the deductions exceed the gross pay by (net pay is then 0): owed by the person (`recoverable`). */
  recoverable: number;
  employer: EmployerContributions;
  /** Earned gross, the items that cost the company (pay-items.ts `cost`) and the employer's contributions. */
  employerCost: number;
  notes: string[];
}

/** The earnings of the month: each component less its loss of pay. */
export function earnedPay(salary: SalaryComponents, lopDays: number, divisor: number): EarnedPay {
  const { basicSalary, hra, transportAllowance, medicalAllowance, specialAllowance, otherAllowances } = salary;
  const earnings = { basicSalary, hra, transportAllowance, medicalAllowance, specialAllowance, otherAllowances };
  const grossMonthly = basicSalary + hra + transportAllowance + medicalAllowance + specialAllowance + otherAllowances;
  const earned = (amount: number) => Math.max(0, amount - lossOfPay(amount, lopDays, divisor));
  const lopDeduction = lossOfPay(grossMonthly, lopDays, divisor);
  return {
    earnings,
    grossMonthly,
    lopDays,
    divisor,
    lopDeduction,
    earnedGross: grossMonthly - lopDeduction,
    earnedBasic: earned(basicSalary),
    earnedHra: earned(hra),
  };
}

const stateOf = (profile: StatutoryProfile): StateCode => (isStateCode(profile.stateOfWork) ? profile.stateOfWork : DEFAULT_STATE);
const monthNumber = (month: string) => Number(month.slice(5, 7));

/**
 * Professional tax on an earned gross in a month, by the state of work and gender; HR's override where set.
 * A person whose gender is not recorded pays on the men's slabs (never under-deducted), with a note when
 * that makes a difference.
 */
export function professionalTaxOf(
  input: Pick<PayslipInput, "month" | "overrides" | "profile">,
  earnedGross: number,
): { amount: number; note: string | null } {
  if (input.overrides.professionalTax !== null) return { amount: input.overrides.professionalTax, note: null };
  const state = stateOf(input.profile);
  const month = monthNumber(input.month);
  const gender = input.profile.gender ?? "male";
  const result = professionalTax({ state, earnedGross, month, gender });
  if (result.note || input.profile.gender !== null) return result;
  const asWoman = professionalTax({ state, earnedGross, month, gender: "female" }).amount;
  return { amount: result.amount, note: asWoman === result.amount ? null : "Gender not recorded: professional tax on the men's slabs" };
}

/** Everything but income tax: provident fund, ESI, professional tax, labour welfare fund and the employer's share. */
export function beforeIncomeTax(input: PayslipInput): BeforeIncomeTax {
  const pay = earnedPay(input.salary, input.lopDays, input.divisor);
  const items = input.items ? payItemTotals(input.items) : NO_PAY_ITEMS;
  const state = stateOf(input.profile);
  // The ceiling caps each month's PF wage: the month's own (earned basic and its own items), and the arrears of
  // each earlier month within that month's ceiling (provident-fund.ts `providentFundWages`).
  const monthItems = input.items ?? [];
  const pf = {
    earnedBasic: Math.max(0, pay.earnedBasic + pfWageByMonth(input.month, monthItems).own),
    member: input.profile.pfMember,
    capped: input.profile.pfWageCapped,
    pension: input.pension?.(input.month) ?? true,
    arrears: earlierMonthsPf(input.month, monthItems, input.pfWageCounted ?? new Map(), input.pension),
  };
  const employerPf = employerProvidentFund(pf);
  const covered = input.esiCovered;
  // Coverage stays what the period's start decided (esi.ts); the items' ESI wage only adds to the wage charged.
  const esiWage = covered ? Math.max(0, pay.earnedGross + items.esiWage) : 0;
  const pt = professionalTaxOf(input, Math.max(0, pay.earnedGross + items.professionalTaxSalary));
  const lwf = labourWelfareFund({
    state,
    month: monthNumber(input.month),
    grossMonthly: pay.earnedGross,
    employedAtMonthEnd: input.leftBeforeMonthEnd !== true,
  });
  const employerEsiShare = employerEsi({ earnedGross: esiWage, covered });
  const employer = {
    epf: employerPf.epf,
    eps: employerPf.eps,
    edli: employerPf.edli,
    adminCharge: employerPf.adminCharge,
    esi: employerEsiShare,
    labourWelfareFund: lwf.employer,
  };
  return {
    ...pay,
    items,
    pfWage: employerPf.pfWage,
    epsWage: employerPf.epsWage,
    edliWage: employerPf.edliWage,
    esiWage,
    providentFund: input.overrides.providentFund ?? employeeProvidentFund(pf),
    esi: employeeEsi({ earnedGross: esiWage, covered, fullMonthlyGross: pay.grossMonthly }),
    professionalTax: pt.amount,
    labourWelfareFund: lwf.employee,
    employer: { ...employer, total: Object.values(employer).reduce((sum, amount) => sum + amount, 0) },
    notes: [pt.note, lwf.note].filter((note): note is string => note !== null),
  };
}

/**
 * A month's pay: `beforeIncomeTax`, then the income tax `incomeTaxOf` projects from those figures (the
 * payroll: month-tds.ts) unless HR overrode it, and the totals.
 */
export function payslipFigures(input: PayslipInput, incomeTaxOf: (figures: BeforeIncomeTax) => number): PayslipFigures {
  const { providentFund, esi, professionalTax: pt, labourWelfareFund: lwf, employer, notes, ...pay } = beforeIncomeTax(input);
  const computedIncomeTax = incomeTaxOf({ providentFund, esi, professionalTax: pt, labourWelfareFund: lwf, employer, notes, ...pay });
  const deductions: Deductions = {
    providentFund,
    esi,
    professionalTax: pt,
    labourWelfareFund: lwf,
    incomeTax: input.overrides.incomeTax ?? computedIncomeTax,
    otherDeductions: input.salary.otherDeductions,
  };
  const totalDeductions = Object.values(deductions).reduce((sum, amount) => sum + amount, 0) + pay.items.deductions;
  const paid = { earnedGross: pay.earnedGross, itemEarnings: pay.items.earnings, totalDeductions };
  return {
    ...pay,
    deductions,
    overridden: {
      providentFund: input.overrides.providentFund !== null,
      professionalTax: input.overrides.professionalTax !== null,
      incomeTax: input.overrides.incomeTax !== null,
    },
    computedIncomeTax,
    totalDeductions,
    grossPay: grossPayOf(paid),
    netPay: Math.max(0, grossPayOf(paid) - totalDeductions),
    recoverable: recoverableOf(paid),
    employer,
    employerCost: pay.earnedGross + pay.items.cost + employer.total,
    notes,
  };
}

export type MusterFigures = Pick<PayslipFigures, "earnings" | "lopDeduction" | "deductions" | "employer">;

/** The muster's salary components in order; the payroll panel states this list's length, never a fixed number. */
export const MUSTER_COMPONENTS: readonly { label: string; amount: (figures: MusterFigures) => number }[] = [
  { label: "Basic Salary", amount: (f) => f.earnings.basicSalary },
  { label: "HRA", amount: (f) => f.earnings.hra },
  { label: "Transport Allowance", amount: (f) => f.earnings.transportAllowance },
  { label: "Medical Allowance", amount: (f) => f.earnings.medicalAllowance },
  { label: "Special Allowance", amount: (f) => f.earnings.specialAllowance },
  { label: "Other Allowances", amount: (f) => f.earnings.otherAllowances },
  { label: "Loss of Pay", amount: (f) => f.lopDeduction },
  { label: "Provident Fund", amount: (f) => f.deductions.providentFund },
  { label: "ESI (Employee)", amount: (f) => f.deductions.esi },
  { label: "Professional Tax", amount: (f) => f.deductions.professionalTax },
  { label: "LWF (Employee)", amount: (f) => f.deductions.labourWelfareFund },
  { label: "Income Tax", amount: (f) => f.deductions.incomeTax },
  { label: "Other Deductions", amount: (f) => f.deductions.otherDeductions },
  { label: "EPF (Employer)", amount: (f) => f.employer.epf },
  { label: "EPS (Employer)", amount: (f) => f.employer.eps },
  { label: "EDLI (Employer)", amount: (f) => f.employer.edli },
  { label: "EPF Admin Charge", amount: (f) => f.employer.adminCharge },
  { label: "ESI (Employer)", amount: (f) => f.employer.esi },
  { label: "LWF (Employer)", amount: (f) => f.employer.labourWelfareFund },
];
