import * as z from "zod/mini";
import { ENTERED_PAY_ITEM_KINDS, PAY_ITEM_KINDS, PAY_ITEM_RULES, type PayItemKind } from "../domain/payroll/pay-items";
import { monthParam, recordIdParam, noControlCharacters, requiredText } from "./common";
import { longMonth, payrollMonthPath } from "./payroll";

/**
 * Adjustments and one-off items of a payroll month (docs/product.md section 10.6.3): HR's bonus,
 * incentive, commission, reimbursement, advance (recovered over the next months) and other deduction, per
 * person per draft month with a reason; the adjustments other changes made (LOP reversals, arrears, a
 * leaver's settlement) listed beside them, not editable here.
 */

export const payItemsPath = (month: string) => `${payrollMonthPath(month)}/items`;
export const payItemPath = (month: string, id: number) => `${payItemsPath(month)}/${id}`;

/** A sane ceiling for one item: ₹1 crore. */
export const PAY_ITEM_AMOUNT_MAX = 10_000_000;
/** An advance is recovered over 1 to 24 months. */
export const RECOVERY_MONTHS_MAX = 24;
export const PAY_ITEM_REASON_MAX = 500;
export const PAY_ITEM_DESCRIPTION_MAX = 80;

export const payItemMessages = {
  employee: "Choose an employee",
  kind: "Choose the kind of item",
  amount: "Enter a whole number of rupees from 1 to 1,00,00,000",
  reason: "Give a reason",
  recoveryMonths: `Recover the advance over 1 to ${RECOVERY_MONTHS_MAX} months`,
  notOnPayroll: (month: string) => `This employee is not on the payroll for ${longMonth(month)}`,
  finalised: (month: string) => `${longMonth(month)} is finalised: its items can no longer be added, changed or deleted`,
  recoveryFinalised: (month: string) => `The advance's recovery falls in ${longMonth(month)}, which is finalised: it cannot be changed`,
  notFound: "No such item in this month",
  notEditable:
    "This adjustment was made by another change (a leave, an attendance correction, a salary revision or a settlement) and cannot be edited here",
} as const;

const kindLabel = (kind: PayItemKind) => PAY_ITEM_RULES[kind].label;
export const payItemKindLabels = Object.fromEntries(PAY_ITEM_KINDS.map((kind) => [kind, kindLabel(kind)])) as Record<PayItemKind, string>;

const wholeRupees = (message: string, max: number) =>
  z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(max, message));

/** POST and PUT: one item HR enters. `description` defaults to the kind's label; `recoveryMonths` only for an advance. */
export const payItemInputSchema = z.object({
  employeeRecordId: z
    .number({ error: payItemMessages.employee })
    .check(z.int(payItemMessages.employee), z.gte(1, payItemMessages.employee), z.lte(2147483647, payItemMessages.employee)),
  kind: z.enum(ENTERED_PAY_ITEM_KINDS as [PayItemKind, ...PayItemKind[]], { error: payItemMessages.kind }),
  amount: wholeRupees(payItemMessages.amount, PAY_ITEM_AMOUNT_MAX),
  reason: requiredText(payItemMessages.reason, PAY_ITEM_REASON_MAX),
  description: z.optional(
    z
      .string()
      .check(
        z.trim(),
        noControlCharacters(),
        z.maxLength(PAY_ITEM_DESCRIPTION_MAX, `Must be at most ${PAY_ITEM_DESCRIPTION_MAX} characters`),
      ),
  ),
  recoveryMonths: z.optional(wholeRupees(payItemMessages.recoveryMonths, RECOVERY_MONTHS_MAX)),
});
export type PayItemInput = z.infer<typeof payItemInputSchema>;

export const payItemParamsSchema = z.object({
  month: monthParam,
  id: recordIdParam(payItemMessages.notFound),
});

export const payItemSchema = z.object({
  id: z.int(),
  employeeRecordId: z.int(),
  employeeId: z.string(),
  name: z.string(),
  kind: z.enum(PAY_ITEM_KINDS),
  direction: z.enum(["earning", "deduction"]),
  description: z.string(),
  amount: z.int(),
  pfWage: z.int(),
  esiWage: z.int(),
  taxable: z.boolean(),
  reason: z.nullable(z.string()),
  sourceMonth: z.nullable(z.string()),
  source: z.nullable(z.string()),
  /** HR's own item, changeable while the month is a draft (an advance's recoveries change with the advance). */
  editable: z.boolean(),
  /** For an advance: how many months it is recovered over. */
  recoveryMonths: z.nullable(z.int()),
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PayItemView = z.infer<typeof payItemSchema>;

/** GET: the month's items and who can be given one (the people on the month's payroll). */
export const payItemsMonthSchema = z.object({
  month: z.string(),
  status: z.enum(["draft", "finalised"]),
  items: z.array(payItemSchema),
  people: z.array(z.object({ employeeRecordId: z.int(), employeeId: z.string(), name: z.string() })),
});
export type PayItemsMonth = z.infer<typeof payItemsMonthSchema>;
