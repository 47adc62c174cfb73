import * as z from "zod/mini";

/**
 * The 'Today' list at the top of the HR and admin dashboards (docs/product.md sections 6.1 and 9.8): what needs doing,
 * counted on the server. Below the stats paths so the same guard by path holds (HR or admin; admin only).
 */
export const HR_TODAY_PATH = "/api/hr/stats/today";
export const ADMIN_TODAY_PATH = "/api/admin/stats/today";

/** The payroll items: shown to HR and, on the admin dashboard, to the admin. */
export const payrollTodaySchema = z.object({
  /** The month before the business date's month ('YYYY-MM'), the one that should be paid by now. */
  lastMonth: z.string(),
  /** Whether that month has been finalised. */
  lastMonthFinalised: z.boolean(),
  /** Finalised months not yet marked paid, and the earliest of them ('YYYY-MM', null when none). */
  unpaidMonths: z.int(),
  firstUnpaidMonth: z.nullable(z.string()),
});
export type PayrollToday = z.infer<typeof payrollTodaySchema>;

export const hrTodaySchema = z.object({
  /** The business date the counts are for (YYYY-MM-DD) and the day before it. */
  today: z.string(),
  yesterday: z.string(),
  /** Leave requests waiting for a decision. */
  pendingLeaves: z.int(),
  /** Check-ins of yesterday without a check-out. */
  missedCheckOuts: z.int(),
  payroll: payrollTodaySchema,
  /** Active employees without an account number, IFSC code or bank name. */
  missingBankDetails: z.int(),
  /** Active PF members without a UAN. */
  missingUan: z.int(),
});
export type HrToday = z.infer<typeof hrTodaySchema>;

export const adminTodaySchema = z.object({
  /** Inquiries not yet marked replied (status 'new'). */
  unrepliedInquiries: z.int(),
  payroll: payrollTodaySchema,
});
export type AdminToday = z.infer<typeof adminTodaySchema>;

/** The all-clear line when every count is zero. */
export const NOTHING_TODAY = "Nothing needs doing today";
