import type { PayDayBasis } from "../contract/settings";
import { PF_WAGE_CEILING } from "./statutory";
import type { SalaryComponents } from "./salary";

/** The monthly payroll of a Pune company (GitHub issue 11, decision 009): loss of pay and statutory contributions. Whole rupees. */

/** One day's pay is the monthly salary over this many days: the month's calendar days, or 30, or 26. */
export const payDivisor = (basis: PayDayBasis, calendarDays: number) => (basis === "calendar" ? calendarDays : Number(basis));

/** Rates in basis points (1/100 of a per cent): whole-number arithmetic, so 8.33% of ₹15,000 is exactly 1,249.5. */
const PF_BP = 1_200;
const EPS_BP = 833;
const EDLI_BP = 50;
const ESI_EMPLOYER_BP = 325;
const ESI_EMPLOYEE_BP = 75;
const ofBp = (amount: number, basisPoints: number) => (amount * basisPoints) / 10_000;
/** A person's day in the month, as the attendance grid (src/server/modules/attendance/grid.ts) sees it. */
export interface PayDay {
  date: string;
  employed: boolean;
  workingDay: boolean;
  status: string | null;
}

/**
 * Loss-of-pay days of a month (decision 009): working days the person was Absent before `countedUntil`
 * (a running month stops at today, which is not over), plus the days before joining or after leaving:
 * every calendar day of those, or only the working days on the 26-day basis (itself a working-day basis).
 */
export function lossOfPayDays(days: readonly PayDay[], countedUntil: string, basis: PayDayBasis): number {
  return days.filter((day) => {
    if (!day.employed) return basis !== "26" || day.workingDay;
    return day.workingDay && day.status === "Absent" && day.date < countedUntil;
  }).length;
}

export const EPS_CAP = 1_250;
export const EDLI_CAP = 75;
export const ESI_GROSS_CEILING = 21_000;

export interface EmployerContributions {
  /** The employer's 12% less the EPS share: what goes to the employee's EPF account. */
  epf: number;
  eps: number;
  edli: number;
  esi: number;
  total: number;
}

/** ESI applies while the full monthly gross is at most ₹21,000; amounts round up to the rupee, as ESIC does. */
const esiApplies = (fullMonthlyGross: number) => fullMonthlyGross > 0 && fullMonthlyGross <= ESI_GROSS_CEILING;

/**
 * Employer contributions on the month's earned wages: 12% of basic on at most ₹15,000 of it, of which
 * EPS is 8.33% (at most ₹1,250) and the rest EPF; EDLI 0.5% of the same wage (at most ₹75); ESI 3.25%
 * of the earned gross when the full monthly gross is at most ₹21,000.
 */
export function employerContributions(input: { earnedBasic: number; earnedGross: number; fullMonthlyGross: number }): EmployerContributions {
  const pfWage = Math.min(Math.max(input.earnedBasic, 0), PF_WAGE_CEILING);
  const pfTotal = Math.round(ofBp(pfWage, PF_BP));
  const eps = Math.min(Math.round(ofBp(pfWage, EPS_BP)), EPS_CAP);
  const edli = Math.min(Math.round(ofBp(pfWage, EDLI_BP)), EDLI_CAP);
  const esi = esiApplies(input.fullMonthlyGross) ? Math.ceil(ofBp(input.earnedGross, ESI_EMPLOYER_BP)) : 0;
  const epf = pfTotal - eps;
  return { epf, eps, edli, esi, total: epf + eps + edli + esi };
}

/** The employee's ESI: 0.75% of the earned gross while the full monthly gross is at most ₹21,000 (rounded up). */
export const employeeEsi = (input: { earnedGross: number; fullMonthlyGross: number }) =>
  esiApplies(input.fullMonthlyGross) ? Math.ceil(ofBp(input.earnedGross, ESI_EMPLOYEE_BP)) : 0;

export interface PayslipFigures {
  earnings: Pick<SalaryComponents, "basicSalary" | "hra" | "transportAllowance" | "medicalAllowance" | "specialAllowance" | "otherAllowances">;
  /** The earnings of a full month. */
  grossMonthly: number;
  lopDays: number;
  divisor: number;
  /** gross x LOP days / divisor, never more than the gross. */
  lopDeduction: number;
  earnedGross: number;
  earnedBasic: number;
  deductions: { providentFund: number; professionalTax: number; incomeTax: number; otherDeductions: number; esi: number };
  totalDeductions: number;
  /** Earned gross less deductions, never below 0. */
  netPay: number;
  employer: EmployerContributions;
  /** Earned gross plus the employer's contributions. */
  employerCost: number;
}

/** A month's pay from the record's components, the loss-of-pay days and the divisor. */
export function payslipFigures(salary: SalaryComponents, lopDays: number, divisor: number): PayslipFigures {
  const { basicSalary, hra, transportAllowance, medicalAllowance, specialAllowance, otherAllowances } = salary;
  const earnings = { basicSalary, hra, transportAllowance, medicalAllowance, specialAllowance, otherAllowances };
  const grossMonthly = basicSalary + hra + transportAllowance + medicalAllowance + specialAllowance + otherAllowances;
  // amount x days / divisor with the integer product first, so an exact half rupee rounds up; never more than the amount.
  const lost = (amount: number) => Math.min(amount, Math.round((amount * Math.max(lopDays, 0)) / divisor));
  const lopDeduction = lost(grossMonthly);
  const earnedGross = grossMonthly - lopDeduction;
  const earnedBasic = Math.max(0, basicSalary - lost(basicSalary));
  const deductions = {
    providentFund: salary.providentFund,
    professionalTax: salary.professionalTax,
    incomeTax: salary.incomeTax,
    otherDeductions: salary.otherDeductions,
    esi: employeeEsi({ earnedGross, fullMonthlyGross: grossMonthly }),
  };
  const totalDeductions = deductions.providentFund + deductions.professionalTax + deductions.incomeTax + deductions.otherDeductions + deductions.esi;
  const employer = employerContributions({ earnedBasic, earnedGross, fullMonthlyGross: grossMonthly });
  return {
    earnings,
    grossMonthly,
    lopDays,
    divisor,
    lopDeduction,
    earnedGross,
    earnedBasic,
    deductions,
    totalDeductions,
    netPay: Math.max(0, earnedGross - totalDeductions),
    employer,
    employerCost: earnedGross + employer.total,
  };
}

type TotalsInput = Pick<PayslipFigures, "earnedGross" | "netPay" | "totalDeductions" | "employer" | "employerCost">;

/** A month's totals: total monthly (earned gross), average per person, head count, net, deductions, employer contributions and cost. */
export function payrollTotals(rows: readonly TotalsInput[]) {
  const sum = (pick: (row: TotalsInput) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const totalMonthly = sum((row) => row.earnedGross);
  return {
    totalMonthly,
    averageSalary: rows.length === 0 ? 0 : Math.round(totalMonthly / rows.length),
    employeeCount: rows.length,
    totalNet: sum((row) => row.netPay),
    totalDeductions: sum((row) => row.totalDeductions),
    employerContributions: sum((row) => row.employer.total),
    employerCost: sum((row) => row.employerCost),
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
  { label: "Professional Tax", amount: (f) => f.deductions.professionalTax },
  { label: "Income Tax", amount: (f) => f.deductions.incomeTax },
  { label: "Other Deductions", amount: (f) => f.deductions.otherDeductions },
  { label: "ESI (Employee)", amount: (f) => f.deductions.esi },
  { label: "EPF (Employer)", amount: (f) => f.employer.epf },
  { label: "EPS (Employer)", amount: (f) => f.employer.eps },
  { label: "EDLI (Employer)", amount: (f) => f.employer.edli },
  { label: "ESI (Employer)", amount: (f) => f.employer.esi },
];
