import { employeeEsi, employerEsi, esiCovered } from "./esi";
import { lossOfPay } from "./loss-of-pay";
import { employerProvidentFund } from "./provident-fund";
import type { SalaryComponents } from "./salary";

/**
 * A month's payslip (docs/product.md section 10.6, decision 009), in whole rupees: from the salary
 * structure, the loss-of-pay days and the divisor, the earned gross and basic, the deductions (the
 * record's, plus the employee's ESI), net pay, the employer's contributions (provident fund and ESI)
 * and cost; then the month's totals and the muster's components in order.
 */

export interface EmployerContributions {
  /** The employer's 12% less the EPS share: what goes to the employee's EPF account. */
  epf: number;
  eps: number;
  edli: number;
  esi: number;
  total: number;
}

/** The employer's contributions on the month's earned wages: the provident fund (provident-fund.ts) and ESI (esi.ts). */
export function employerContributions(input: { earnedBasic: number; earnedGross: number; fullMonthlyGross: number }): EmployerContributions {
  const { epf, eps, edli } = employerProvidentFund({ earnedBasic: input.earnedBasic, member: true, capped: true });
  const esi = employerEsi({ earnedGross: input.earnedGross, covered: esiCovered(input.fullMonthlyGross) });
  return { epf, eps, edli, esi, total: epf + eps + edli + esi };
}

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
  const lost = (amount: number) => lossOfPay(amount, lopDays, divisor);
  const lopDeduction = lost(grossMonthly);
  const earnedGross = grossMonthly - lopDeduction;
  const earnedBasic = Math.max(0, basicSalary - lost(basicSalary));
  const deductions = {
    providentFund: salary.providentFund,
    professionalTax: salary.professionalTax,
    incomeTax: salary.incomeTax,
    otherDeductions: salary.otherDeductions,
    esi: employeeEsi({ earnedGross, covered: esiCovered(grossMonthly), fullMonthlyGross: grossMonthly }),
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
