import * as z from "zod/mini";
import { monthRange } from "../domain/months";
import { PAY_ITEM_KINDS } from "../domain/payroll/pay-items";
import { monthParam, recordIdParam } from "./common";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
/** '2026-11' as 'November 2026'. */
export const longMonth = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** '2026-11-30' as '30 Nov 2026'. */
const shortDate = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]!.slice(0, 3)} ${date.slice(0, 4)}`;
/** 'Asha Rao, Ravi Kumar, Meera Shah and 2 more': three names at most, then how many more. */
const namesText = (names: readonly string[]) =>
  names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;
/** The last date of a month 'YYYY-MM'. */
export const lastDayOf = (month: string) => monthRange(month).to;

/** The monthly payroll, its finalising, payslips and payroll files (docs/product.md sections 6.8 and 9.14). */
export const HR_PAYROLL_PATH = "/api/hr/payroll";
export const payrollMonthPath = (month: string) => `${HR_PAYROLL_PATH}/${month}`;
export const finalisePath = (month: string) => `${payrollMonthPath(month)}/finalise`;
export const payslipPath = (month: string, employeeRecordId: number) => `${payrollMonthPath(month)}/payslips/${employeeRecordId}.pdf`;
/** Every payslip of a month in one PDF, one page each. */
export const allPayslipsPath = (month: string) => `${payrollMonthPath(month)}/payslips.pdf`;
export const musterPath = (month: string) => `${payrollMonthPath(month)}/muster.csv`;
export const payrollExportPath = (month: string) => `${payrollMonthPath(month)}/payroll.csv`;
export const EMPLOYEE_PAYSLIPS_PATH = "/api/employee/payslips";
export const employeePayslipPath = (month: string) => `${EMPLOYEE_PAYSLIPS_PATH}/${month}.pdf`;

export const payrollMessages = {
  futureMonth: "Choose the current month or an earlier one",
  alreadyFinalised: (month: string) => `Payroll for ${month} is already finalised`,
  notFinalised: "Payslips are available once the month's payroll is finalised",
  noPayslip: "No payslip for this employee in that month",
  noPayslips: "No one was paid in that month",
  /** 'November 2026 can be finalised from 30 Nov 2026': the month's last day, the business date. */
  finaliseFrom: (month: string) => `${longMonth(month)} can be finalised from ${shortDate(lastDayOf(month))}`,
  /** Months are finalised in order (docs/product.md section 9.14): the earliest month left as a draft. */
  finaliseInOrder: (missing: string) => `Finalise ${longMonth(missing)} first: months are finalised in order`,
  /** A month before the company's first finalised month: its pay counts through opening figures. */
  beforeFirstMonth: (month: string, first: string) =>
    `${longMonth(month)} cannot be finalised: the payroll here began with ${longMonth(first)}, and pay for earlier months counts through opening figures`,
  /** A month some people's opening figures cover: it was paid outside the product (names of up to three, then a count). */
  coveredByOpening: (month: string, names: readonly string[]) =>
    `${longMonth(month)} cannot be finalised: it was paid outside the product and is in the opening figures of ${namesText(names)}`,
} as const;

export const payrollQuerySchema = z.object({ month: monthParam });
export const monthParamsSchema = z.object({ month: monthParam });
export const payslipParamsSchema = z.object({
  month: monthParam,
  employeeId: recordIdParam(payrollMessages.noPayslip),
});

const amount = z.int();

/** The deductions HR may override for a person; the row flags each one that is an override. */
export const overrideFlagsSchema = z.object({ providentFund: z.boolean(), professionalTax: z.boolean(), incomeTax: z.boolean() });

/**
 * A pay item of the month (docs/product.md section 10.6.3): an earning adds to pay, a deduction
 * reduces net pay. `amount` is whole rupees above zero; `pfWage` and `esiWage` are the parts of it that are PF
 * and ESI wages; `taxable` whether income tax counts it (src/shared/domain/payroll/pay-items.ts).
 */
export const payrollRowItemSchema = z.object({
  id: z.int(),
  kind: z.enum(PAY_ITEM_KINDS),
  direction: z.enum(["earning", "deduction"]),
  description: z.string(),
  amount,
  pfWage: amount,
  esiWage: amount,
  taxable: z.boolean(),
  /** The finalised month an adjustment corrects (null for a one-off item). */
  sourceMonth: z.nullable(z.string()),
  /** What made it ('leave:12', 'advance:31'; null for an item HR entered). */
  source: z.nullable(z.string()),
});
export type PayrollRowItem = z.infer<typeof payrollRowItemSchema>;

export const payrollRowSchema = z.object({
  employeeRecordId: z.int(),
  employeeId: z.string(),
  name: z.string(),
  department: z.nullable(z.string()),
  designation: z.nullable(z.string()),
  /** No salary structure on record: the standard estimate stands in (docs/product.md section 10.1). */
  estimated: z.boolean(),
  /** The statutory details the month was computed with (null in months finalised before they were recorded). */
  uan: z.nullable(z.string()),
  esiIpNumber: z.nullable(z.string()),
  stateOfWork: z.nullable(z.string()),
  taxRegime: z.nullable(z.enum(["new", "old"])),
  earnings: z.object({
    basicSalary: amount,
    hra: amount,
    transportAllowance: amount,
    medicalAllowance: amount,
    specialAllowance: amount,
    otherAllowances: amount,
  }),
  grossMonthly: amount,
  /** The month's working days for this person (from joining, without weekly offs and holidays). */
  workingDays: z.int(),
  /** The days pay is computed on: the divisor (calendar days, 30 or 26) less loss-of-pay days. */
  paidDays: z.int(),
  /** Every day not paid: absences and unpaid leave, and the days before joining or after leaving. */
  lopDays: z.int(),
  /** The loss-of-pay days within the person's service only (ECR "NCP days"); the loss-of-pay days in months finalised before. */
  ncpDays: z.int(),
  lopDeduction: amount,
  earnedGross: amount,
  /** Basic and HRA after loss of pay: what later months' income-tax projection sums. */
  earnedBasic: amount,
  earnedHra: amount,
  /** Covered by ESI in the month's contribution period (by the gross at its start). */
  esiCovered: z.boolean(),
  /** The month's pay items, oldest first (none in months finalised before they existed). */
  items: z.array(payrollRowItemSchema),
  /** The sum of the earning items: paid on top of the earned gross. */
  itemEarnings: amount,
  /** The sum of the deduction items: part of `totalDeductions`. */
  itemDeductions: amount,
  /**
   * The wage the month's provident fund was computed on: the earned basic plus the earning items' PF wage less the deduction items', at most
   * ₹15,000 for a capped member in each month it belongs to (arrears of an earlier month within that month's ceiling), 0 for a
   * non-member (ECR "EPF wages").
   */
  pfWage: amount,
  /**
   * The wages EPS and EDLI were computed on: the PF wage at most ₹15,000 for each month it belongs to (the month's
   * own and each earlier month's arrears); EPS 0 for someone outside the pension scheme (ECR "EPS wages", "EDLI wages").
   */
  epsWage: amount,
  edliWage: amount,
  /** The wage the month's ESI was computed on: the earned gross plus the earning items' ESI wage less the deduction items'; 0 when not covered. */
  esiWage: amount,
  deductions: z.object({
    providentFund: amount,
    esi: amount,
    professionalTax: amount,
    labourWelfareFund: amount,
    incomeTax: amount,
    otherDeductions: amount,
  }),
  overridden: overrideFlagsSchema,
  /** The earned gross plus `itemEarnings`: the month's pay before deductions (the panel's Gross column). */
  grossPay: amount,
  /** Every deduction including `itemDeductions`. */
  totalDeductions: amount,
  /** `grossPay` less `totalDeductions`, never below 0. */
  netPay: amount,
  /** What `totalDeductions` exceeds `grossPay` by (then `netPay` is 0), owed by the person: grossPay − totalDeductions = netPay − recoverable. */
  recoverable: amount,
  employer: z.object({
    epf: amount,
    eps: amount,
    edli: amount,
    adminCharge: amount,
    esi: amount,
    labourWelfareFund: amount,
    total: amount,
  }),
  employerCost: amount,
  /** Why a figure is nil or assumed: a state without a professional-tax table, a gender not recorded. */
  notes: z.array(z.string()),
});
export type PayrollRow = z.infer<typeof payrollRowSchema>;

export const payrollTotalsSchema = z.object({
  /** The earned gross, before the pay items (the Total Monthly card; the average is of it). */
  totalMonthly: amount,
  averageSalary: amount,
  employeeCount: z.int(),
  /** The rows' `grossPay`: the earned gross plus the earning items. totalGross − totalDeductions = totalNet − totalRecoverable. */
  totalGross: amount,
  totalNet: amount,
  /** The rows' `recoverable`. */
  totalRecoverable: amount,
  totalDeductions: amount,
  /** The pay items' earnings and deductions (0 in months finalised before they existed). */
  itemEarnings: amount,
  itemDeductions: amount,
  employerContributions: amount,
  employerCost: amount,
});

/** GET /api/hr/payroll?month=: a draft computed now, or the frozen figures of a finalised month. */
export const payrollMonthSchema = z.object({
  month: z.string(),
  status: z.enum(["draft", "finalised"]),
  finalisedAt: z.nullable(z.string()),
  finalisedBy: z.nullable(z.string()),
  /** The date HR paid a finalised month (docs/product.md section 9.14.1): null until then; a draft has none. */
  paidOn: z.optional(z.nullable(z.string())),
  calendarDays: z.int(),
  /** The company's working days in the month (weekly offs and holidays excluded). */
  workingDays: z.int(),
  payDayBasis: z.enum(["calendar", "30", "26"]),
  /** One day's pay is the monthly salary over this many days. */
  divisor: z.int(),
  /** How many salary components the muster carries. */
  musterComponents: z.int(),
  /** Loss-of-pay days are counted up to (not including) this date in a month still running. */
  countedUntil: z.string(),
  /** The month's last day: it can be finalised from then on (business date). */
  finalisableFrom: z.string(),
  /** Whether the month can be finalised now (a draft's answer when computed): `finaliseBlockedReason` is null. */
  finalisable: z.boolean(),
  /**
   * Why Finalise is not possible now (docs/product.md section 9.14): the month has not reached its last day, an earlier month
   * is still a draft, it is before the company's first finalised month or in someone's opening figures; null when it is possible.
   */
  finaliseBlockedReason: z.nullable(z.string()),
  /** The financial year the month falls in ('2026-27'). */
  financialYear: z.string(),
  /** The financial year whose income-tax rules were applied: the latest held when the month's is not (null before they were computed). */
  incomeTaxRulesYear: z.nullable(z.string()),
  /**
   * People whose TDS assumes nothing was paid to them earlier this financial year: the year began before the
   * first month finalised here, they were employed before it, and HR entered no opening figures for them.
   */
  withoutOpeningFigures: z.int(),
  /**
   * How many admin accounts' rows this answer leaves out: HR users do not see an admin account's pay (docs/product.md
   * section 9.9), so their `rows`, `totals` and `byDepartment` cover everyone else; 0 (or absent) for an admin.
   */
  adminAccountsLeftOut: z.optional(z.int()),
  totals: payrollTotalsSchema,
  byDepartment: z.array(z.object({ department: z.string(), total: amount, employees: z.int() })),
  rows: z.array(payrollRowSchema),
});
export type PayrollMonth = z.infer<typeof payrollMonthSchema>;

/** GET /api/employee/payslips: the signed-in person's finalised months, newest first. */
export const employeePayslipSchema = z.object({
  month: z.string(),
  netPay: amount,
  finalisedAt: z.string(),
  /** The date HR paid the month, null while payment is pending. */
  paidOn: z.nullable(z.string()),
  /**
   * From the month's frozen figures: the days paid (the divisor less the unpaid days), the loss-of-pay days within the
   * service (the row's `ncpDays`) and the days not employed (before joining or after the last working day: unpaid, not loss of pay).
   */
  paidDays: z.int(),
  lopDays: z.int(),
  notEmployedDays: z.int(),
});
export type EmployeePayslip = z.infer<typeof employeePayslipSchema>;
