import type { LeaveRequest } from "@/shared/contract/employee-portal";
import { formatDate } from "@/web/lib/format";

/** SPEC 4: Pending and Approved have their colours; everything else shows as destructive. */
export const leaveStatusTone = { Pending: "yellow", Approved: "green", Rejected: "red", Cancelled: "red" } as const satisfies Record<LeaveRequest["status"], string>;

export const dayCount = (days: number) => `${days} ${Math.abs(days) === 1 ? "day" : "days"}`;

export const leaveDates = (leave: { startDate: string; endDate: string }) =>
  leave.startDate === leave.endDate ? formatDate(leave.startDate) : `${formatDate(leave.startDate)} – ${formatDate(leave.endDate)}`;
