import type { LeaveRequest } from "@/shared/contract/employee-portal";
import { formatDate } from "@/web/lib/format";

/** Pending yellow, Approved green, Rejected and Cancelled red (docs/product.md section 6.6). */
export const leaveStatusTone = { Pending: "yellow", Approved: "green", Rejected: "red", Cancelled: "red" } as const satisfies Record<LeaveRequest["status"], string>;

export const dayCount = (days: number) => `${days} ${Math.abs(days) === 1 ? "day" : "days"}`;

export const leaveDates = (leave: { startDate: string; endDate: string }) =>
  leave.startDate === leave.endDate ? formatDate(leave.startDate) : `${formatDate(leave.startDate)} – ${formatDate(leave.endDate)}`;
