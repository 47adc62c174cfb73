import * as z from "zod/mini";
import { PAY_ITEM_KINDS } from "../domain/payroll/pay-items";
import { payrollMonthPath, payrollTotalsSchema } from "./payroll";

/**
 * The month-end check list (docs/product.md section 9.14): what HR looks at before Finalise, each list with the
 * people or items it concerns, the people of the month's payroll only (as the signed-in user may see it: HR's
 * leaves out admin accounts, section 9.9), and the totals Finalise is about to freeze.
 */
export const payrollChecklistPath = (month: string) => `${payrollMonthPath(month)}/checklist`;

/**
 * POST /api/hr/payroll/:month/finalise may carry the totals its confirmation showed: the month is computed afresh
 * when it is frozen, and Finalise is refused (409) when the fresh figures, as the user sees them, differ from what
 * was shown. Without the field (an API client) the month is frozen as computed, as before.
 */
export const expectedTotalsSchema = z.object({ employeeCount: z.int(), totalGross: z.int(), totalNet: z.int() });
export type ExpectedTotals = z.infer<typeof expectedTotalsSchema>;
export const finaliseBodySchema = z.nullish(z.object({ expectedTotals: z.optional(expectedTotalsSchema) }));
export const figuresChangedMessage = "The figures changed since you opened them: check them again before finalising";

/**
 * A person's net pay is flagged when it moved from the previous finalised month by more than 10% of that month's
 * net pay or by more than ₹5,000, whichever is reached first: an unexpected LOP, a missed item or a wrong revision
 * shows up there (a review threshold of this product, not a statutory rule).
 */
export const NET_PAY_CHANGE_PERCENT = 10;
export const NET_PAY_CHANGE_RUPEES = 5_000;

const person = { employeeRecordId: z.int(), employeeId: z.string(), name: z.string() };

export const payrollChecklistSchema = z.object({
  month: z.string(),
  status: z.enum(["draft", "finalised"]),
  /** Leave requests still pending with a day in the month: deciding them moves loss of pay. */
  pendingLeave: z.array(z.object({ ...person, requestId: z.int(), startDate: z.string(), endDate: z.string() })),
  /** Attendance corrections still pending for a day of the month. */
  pendingCorrections: z.array(z.object({ ...person, requestId: z.int(), date: z.string() })),
  /** Joined in the month. */
  joiners: z.array(z.object({ ...person, dateOfJoining: z.string() })),
  /** Their last working day is in the month. */
  leavers: z.array(z.object({ ...person, lastWorkingDay: z.string() })),
  /** The month's arrears (salary revisions' and HR's), then every other pay item. */
  arrears: z.array(z.object({ ...person, itemId: z.int(), description: z.string(), amount: z.int() })),
  payItems: z.array(z.object({ ...person, itemId: z.int(), kind: z.enum(PAY_ITEM_KINDS), description: z.string(), amount: z.int() })),
  /** With net pay but no account number, IFSC or bank name: left out of the bank file. */
  withoutBankDetails: z.array(z.object(person)),
  /** PF members without a UAN: left out of the ECR. */
  withoutUan: z.array(z.object(person)),
  /** Covered by ESI in the month without an ESI IP number. */
  withoutEsiNumber: z.array(z.object(person)),
  /** The previous month compared with (null when it is not finalised: nothing paid to compare with). */
  previousMonth: z.nullable(z.string()),
  /** Net pay moved by more than the threshold from the previous finalised month (people in both months). */
  netPayChanges: z.array(z.object({ ...person, previous: z.int(), current: z.int(), change: z.int() })),
  /** What Finalise freezes: the month's totals as the user sees them. */
  totals: payrollTotalsSchema,
  adminAccountsLeftOut: z.int(),
});
export type PayrollChecklist = z.infer<typeof payrollChecklistSchema>;
