import type { LeaveRequest } from "@/shared/contract/employee-portal";
import type { HrLeave } from "@/shared/contract/leave-admin";
import type { LeaveOverlaps } from "@/shared/contract/team";
import { leaveDayCount } from "@/shared/contract/leave-days";
import { hasBalance } from "@/shared/domain/leave-balance";
import { formatDate } from "@/web/lib/format";

/** Pending yellow, Approved green, Rejected and Cancelled red (docs/product.md section 6.6). */
export const leaveStatusTone = { Pending: "yellow", Approved: "green", Rejected: "red", Cancelled: "red" } as const satisfies Record<
  LeaveRequest["status"],
  string
>;

export { daysAskedLabel, leaveDayCount } from "@/shared/contract/leave-days";

export const dayCount = (days: number) => `${days} ${Math.abs(days) === 1 ? "day" : "days"}`;

/** What cancelling an approved leave does to its days (docs/product.md section 10.6.2). */
export const cancelledDaysText = (leave: Pick<HrLeave, "leaveType" | "workingDays">) =>
  `${leaveDayCount(leave.leaveType, leave.workingDays)} ${hasBalance(leave.leaveType) ? "return to the balance" : "no longer count as leave"}`;

export const leaveDates = (leave: { startDate: string; endDate: string }) =>
  leave.startDate === leave.endDate ? formatDate(leave.startDate) : `${formatDate(leave.startDate)} – ${formatDate(leave.endDate)}`;

const dayMonth = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const parts = (date: string) => {
  const found = dayMonth.formatToParts(new Date(`${date}T12:00:00Z`));
  return { day: found.find((part) => part.type === "day")!.value, month: found.find((part) => part.type === "month")!.value };
};

/** A short span: '12 Nov', '12-14 Nov', '30 Nov-2 Dec' (the approve dialog's warning, docs/product.md section 6.6). */
export function shortSpan(start: string, end: string): string {
  const from = parts(start);
  const to = parts(end);
  if (start === end) return `${from.day} ${from.month}`;
  return from.month === to.month ? `${from.day}-${to.day} ${to.month}` : `${from.day} ${from.month}-${to.day} ${to.month}`;
}

/** 'Also off in Sales on these dates: Rohan Kulkarni (12-14 Nov, pending), ...' */
export function overlapWarning(overlaps: LeaveOverlaps): string | null {
  if (overlaps.people.length === 0) return null;
  const people = overlaps.people.map(
    (person) => `${person.employeeName} (${shortSpan(person.start, person.end)}, ${person.status.toLowerCase()})`,
  );
  return `Also off in ${overlaps.department} on these dates: ${people.join(", ")}`;
}

/** Who decided, and whether as the person's reporting manager. */
export const decidedByText = (leave: HrLeave) =>
  leave.decidedBy ? `by ${leave.decidedBy}${leave.decidedAs === "manager" ? " (manager)" : ""}` : null;

/** A rejection by the person's manager, which HR may still approve (an override). */
export const managerRejected = (leave: HrLeave) => leave.status === "Rejected" && leave.decidedAs === "manager";
