import type { HrLeave } from "@/shared/contract/leave-admin";
import { formatDate } from "@/web/lib/format";

/** The Team view's wording (docs/product.md section 8.4). */
export const dayCount = (days: number) => `${days} ${Math.abs(days) === 1 ? "day" : "days"}`;

export { daysAskedLabel } from "@/shared/contract/leave-days";

export const leaveDates = (leave: { startDate: string; endDate: string }) =>
  leave.startDate === leave.endDate ? formatDate(leave.startDate) : `${formatDate(leave.startDate)} – ${formatDate(leave.endDate)}`;

/** Pending yellow, Approved green, Rejected and Cancelled red, as on HR's list. */
export const leaveStatusTone = { Pending: "yellow", Approved: "green", Rejected: "red", Cancelled: "red" } as const satisfies Record<
  HrLeave["status"],
  string
>;

/** Who decided: their name, and '(HR)' when HR decided rather than a manager. */
export const decidedByText = (leave: HrLeave) =>
  leave.decidedBy ? `by ${leave.decidedBy}${leave.decidedAs === "hr" ? " (HR)" : ""}` : null;
