import * as z from "zod/mini";
import { formatRupees } from "../display-format";
import { optionalText, requiredDate } from "./common";
import { HR_EMPLOYEES_PATH } from "./hr";

/**
 * A leaver's separation and full and final settlement (docs/product.md section 9.14.4): HR records a
 * resignation or termination on the employee record, previews the settlement and downloads its statement.
 */

export const separationPath = (id: number) => `${HR_EMPLOYEES_PATH}/${id}/separation`;
export const settlementPath = (id: number) => `${separationPath(id)}/settlement`;
export const settlementStatementPath = (id: number) => `${separationPath(id)}/statement.pdf`;

export const separationKinds = ["resignation", "termination"] as const;
export const noticeShortfallOptions = ["recover", "pay_in_lieu", "waive"] as const;
export const separationKindLabels = { resignation: "Resignation", termination: "Termination" } as const;
export const noticeShortfallLabels = { recover: "Recover from the person", pay_in_lieu: "Company pays in lieu", waive: "Waive" } as const;

/** How far from today a notice date or last working day may lie. */
export const SEPARATION_DAYS_BACK = 90;
export const SEPARATION_DAYS_AHEAD = 365;
export const NOTICE_DAYS_MAX = 180;

export const separationMessages = {
  kind: "Choose resignation or termination",
  noticeDate: "Notice date is required",
  lastWorkingDay: "Last working day is required",
  order: "The last working day cannot be before the notice date",
  tooFarBack: `Choose a date at most ${SEPARATION_DAYS_BACK} days back`,
  tooFarAhead: `Choose a date at most ${SEPARATION_DAYS_AHEAD} days ahead`,
  beforeJoining: "The last working day cannot be before the date of joining",
  noticeDays: `Notice period must be a whole number of days from 0 to ${NOTICE_DAYS_MAX}`,
  shortfall: "Choose how a notice shortfall is settled",
  divisor: "Encashment divisor must be a whole number from 1 to 31",
  notActive: "This person is no longer active",
  alreadyLeft: "The person has already left: the separation can no longer be changed",
  finalised: (month: string) => `Payroll for ${month} is finalised: the settlement can no longer be changed`,
  none: "No separation recorded for this employee",
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.pipe(
    z.union([z.number({ error: message }), z.string({ error: message })]),
    z.pipe(
      z.transform((value: number | string) => (typeof value === "string" && value.trim() === "" ? Number.NaN : Number(value))),
      z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message)),
    ),
  );

export const separationInputSchema = z
  .object({
    kind: z.enum(separationKinds, { error: separationMessages.kind }),
    noticeDate: requiredDate(separationMessages.noticeDate),
    lastWorkingDay: requiredDate(separationMessages.lastWorkingDay),
    noticePeriodDays: wholeNumber(separationMessages.noticeDays, 0, NOTICE_DAYS_MAX),
    noticeShortfall: z.enum(noticeShortfallOptions, { error: separationMessages.shortfall }),
    encashmentDivisor: z._default(wholeNumber(separationMessages.divisor, 1, 31), 26),
    reason: optionalText(500),
  })
  .check(z.refine((values) => values.lastWorkingDay >= values.noticeDate, { path: ["lastWorkingDay"], error: separationMessages.order }));
export type SeparationInput = z.input<typeof separationInputSchema>;
export type SeparationValues = z.output<typeof separationInputSchema>;

export const separationSchema = z.object({
  employeeRecordId: z.int(),
  kind: z.enum(separationKinds),
  noticeDate: z.string(),
  lastWorkingDay: z.string(),
  noticePeriodDays: z.int(),
  noticeShortfall: z.enum(noticeShortfallOptions),
  encashmentDivisor: z.int(),
  reason: z.nullable(z.string()),
  recordedAt: z.string(),
  recordedBy: z.nullable(z.string()),
  deactivatedAt: z.nullable(z.string()),
});
export type Separation = z.infer<typeof separationSchema>;

export const separationAnswerSchema = z.object({ separation: z.nullable(separationSchema) });
export type SeparationAnswer = z.infer<typeof separationAnswerSchema>;

const lineSchema = z.object({
  kind: z.enum(["leave_encashment", "gratuity", "notice_pay", "notice_recovery"]),
  label: z.string(),
  direction: z.enum(["earning", "deduction"]),
  amount: z.int(),
  computation: z.string(),
  exempt: z.int(),
  taxable: z.int(),
  taxComputation: z.nullable(z.string()),
});
export type SettlementLineRecord = z.infer<typeof lineSchema>;

/**
 * One of the person's other pay items of the settlement month: HR's one-off items, an advance's recoveries,
 * corrections; `movedFromMonth` names the later month an item was due in before the settlement brought it in.
 */
const otherItemSchema = z.object({
  kind: z.string(),
  description: z.string(),
  direction: z.enum(["earning", "deduction"]),
  amount: z.int(),
  taxable: z.boolean(),
  movedFromMonth: z.nullable(z.string()),
});
export type SettlementOtherItem = z.infer<typeof otherItemSchema>;

/** The last month's payroll row as the payroll computes it (null before that month has begun). */
const lastMonthSchema = z.object({
  month: z.string(),
  status: z.string(),
  paidDays: z.number(),
  /** Loss of pay within the service: absences and leave without pay (the row's `ncpDays`). */
  lopDays: z.number(),
  /** The days of the month outside the service (after the last working day, before joining): not paid, and not loss of pay. */
  notEmployedDays: z.number(),
  earnedGross: z.int(),
  /** The month's pay items, the settlement's among them: earnings paid on top, deductions (in totalDeductions). */
  itemEarnings: z.int(),
  itemDeductions: z.int(),
  /** The earned gross plus `itemEarnings`. */
  grossPay: z.int(),
  totalDeductions: z.int(),
  incomeTax: z.int(),
  netPay: z.int(),
  /** What `totalDeductions` exceeds `grossPay` by (then `netPay` is 0): owed by the person. */
  recoverable: z.int(),
});
export type SettlementLastMonth = z.infer<typeof lastMonthSchema>;

/** The last month's salary in words, the same on the preview and the statement (docs/product.md section 9.14.4). */
export const settlementSalaryTexts = {
  /** `joinedThisMonth`: the days not employed include those before joining. */
  earnedGross: (last: Pick<SettlementLastMonth, "paidDays" | "lopDays" | "notEmployedDays">, joinedThisMonth: boolean) =>
    `Earned gross (${last.paidDays} paid days, ${last.lopDays} loss-of-pay days${
      last.notEmployedDays > 0
        ? `, ${last.notEmployedDays} days not employed ${joinedThisMonth ? "before joining and " : ""}after the last working day`
        : ""
    })`,
  recoverable: (amount: number) => `${formatRupees(amount)} recoverable from the person`,
  /** How a recoverable amount is recovered: the last month's net pay is ₹0 and no salary follows it. */
  recovery:
    "The deductions exceed the pay: net pay is ₹0, and the person pays this amount to the company. It is not deducted from a later salary, since there is none.",
} as const;

export const settlementSchema = z.object({
  separation: separationSchema,
  employee: z.object({
    employeeId: z.string(),
    name: z.string(),
    designation: z.string(),
    department: z.string(),
    dateOfJoining: z.nullable(z.string()),
  }),
  service: z.object({ years: z.int(), months: z.int(), days: z.int(), text: z.string() }),
  basic: z.int(),
  gross: z.int(),
  estimated: z.boolean(),
  payDivisor: z.int(),
  earnedLeaveLeft: z.number(),
  noticeServedDays: z.int(),
  noticeShortfallDays: z.int(),
  gratuityYears: z.int(),
  /** The month the settlement is paid in (the last working day's), and whether it is finalised. */
  month: z.string(),
  monthFinalised: z.boolean(),
  lines: z.array(lineSchema),
  net: z.int(),
  otherItems: z.array(otherItemSchema),
  /** The other items' earnings less their deductions. */
  otherItemsNet: z.int(),
  lastMonth: z.nullable(lastMonthSchema),
  notes: z.array(z.string()),
});
export type SettlementRecord = z.infer<typeof settlementSchema>;
