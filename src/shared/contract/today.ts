import * as z from "zod/mini";
import { longMonth } from "./payroll";

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
  /** Attendance correction requests waiting for a decision (docs/product.md section 9.20). */
  pendingCorrections: z.int(),
  /** Check-ins of yesterday without a check-out. */
  missedCheckOuts: z.int(),
  payroll: payrollTodaySchema,
  /** Active employees without an account number, IFSC code or bank name. */
  missingBankDetails: z.int(),
  /** Active PF members without a UAN. */
  missingUan: z.int(),
});
export type HrToday = z.infer<typeof hrTodaySchema>;

/**
 * The admin's list: HR's counts (an admin opens the HR dashboard and acts there), the requests by an HR user that
 * no other HR user can decide (separation of duties: nobody decides their own), and the unreplied inquiries.
 */
export const adminTodaySchema = z.extend(hrTodaySchema, {
  /** Pending leave requests of the only active HR user (no other active HR account): an admin must decide them. */
  hrUserLeaves: z.int(),
  /** The same for attendance correction requests. */
  hrUserCorrections: z.int(),
  /** Inquiries not yet marked replied (status 'new'). */
  unrepliedInquiries: z.int(),
});
export type AdminToday = z.infer<typeof adminTodaySchema>;

/** The all-clear line when every count is zero. */
export const NOTHING_TODAY = "Nothing needs doing today";

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Each entry's sentence, after its count (docs/product.md section 6.1). */
export const todayMessages = {
  pendingLeaves: (n: number) => plural(n, "leave request waits for a decision", "leave requests wait for a decision"),
  pendingCorrections: (n: number) =>
    plural(n, "attendance correction request waits for a decision", "attendance correction requests wait for a decision"),
  missedCheckOuts: (n: number) => plural(n, "check-in of yesterday has no check-out", "check-ins of yesterday have no check-out"),
  /** Shown without a count: 'October 2026 payroll is not finalised'. */
  lastMonthNotFinalised: (month: string) => `${longMonth(month)} payroll is not finalised`,
  unpaidMonths: (n: number, first: string) =>
    plural(
      n,
      `finalised payroll month is not marked paid (${longMonth(first)})`,
      `finalised payroll months are not marked paid (the first ${longMonth(first)})`,
    ),
  missingBankDetails: (n: number) =>
    plural(n, "active employee has no complete bank details", "active employees have no complete bank details"),
  missingUan: (n: number) => plural(n, "PF member has no UAN", "PF members have no UAN"),
  unrepliedInquiries: (n: number) => plural(n, "inquiry waits for a reply", "inquiries wait for a reply"),
  /** Separation of duties: the only HR user cannot decide their own requests, so an admin must. */
  hrUserLeaves: (n: number) =>
    plural(
      n,
      "leave request by the only HR user waits for an admin's decision",
      "leave requests by the only HR user wait for an admin's decision",
    ),
  hrUserCorrections: (n: number) =>
    plural(
      n,
      "attendance correction request by the only HR user waits for an admin's decision",
      "attendance correction requests by the only HR user wait for an admin's decision",
    ),
};
