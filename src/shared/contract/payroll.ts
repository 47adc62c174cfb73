import * as z from "zod/mini";
import { monthParam } from "./common";

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
} as const;

export const payrollQuerySchema = z.object({ month: monthParam });
export const monthParamsSchema = z.object({ month: monthParam });
export const payslipParamsSchema = z.object({
  month: monthParam,
  employeeId: z.coerce.number({ error: payrollMessages.noPayslip }).check(z.int(payrollMessages.noPayslip), z.gte(1, payrollMessages.noPayslip), z.lte(2147483647, payrollMessages.noPayslip)),
});

const amount = z.int();

export const payrollRowSchema = z.object({
  employeeRecordId: z.int(),
  employeeId: z.string(),
  name: z.string(),
  department: z.nullable(z.string()),
  designation: z.nullable(z.string()),
  /** No salary structure on record: the standard estimate stands in (docs/product.md section 10.1). */
  estimated: z.boolean(),
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
  paidDays: z.int(),
  lopDays: z.int(),
  lopDeduction: amount,
  earnedGross: amount,
  deductions: z.object({ providentFund: amount, professionalTax: amount, incomeTax: amount, otherDeductions: amount, esi: amount }),
  totalDeductions: amount,
  netPay: amount,
  employer: z.object({ epf: amount, eps: amount, edli: amount, esi: amount, total: amount }),
  employerCost: amount,
});
export type PayrollRow = z.infer<typeof payrollRowSchema>;

export const payrollTotalsSchema = z.object({
  totalMonthly: amount,
  averageSalary: amount,
  employeeCount: z.int(),
  totalNet: amount,
  totalDeductions: amount,
  employerContributions: amount,
  employerCost: amount,
});

/** GET /api/hr/payroll?month=: a draft computed now, or the frozen figures of a finalised month. */
export const payrollMonthSchema = z.object({
  month: z.string(),
  status: z.enum(["draft", "finalised"]),
  finalisedAt: z.nullable(z.string()),
  finalisedBy: z.nullable(z.string()),
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
  totals: payrollTotalsSchema,
  byDepartment: z.array(z.object({ department: z.string(), total: amount, employees: z.int() })),
  rows: z.array(payrollRowSchema),
});
export type PayrollMonth = z.infer<typeof payrollMonthSchema>;

/** GET /api/employee/payslips: the signed-in person's finalised months, newest first. */
export const employeePayslipSchema = z.object({ month: z.string(), netPay: amount, finalisedAt: z.string() });
export type EmployeePayslip = z.infer<typeof employeePayslipSchema>;
