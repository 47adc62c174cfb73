import { leaveTypeLabels, leaveTypes, type LeaveType } from "@/shared/contract/employee-portal";
import type { Gender } from "@/shared/contract/employee-statutory";
import { countsCalendarDays } from "@/shared/domain/leave-balance";
import { applicableLeaveTypes } from "@/shared/domain/leave-eligibility";
import { dayCount } from "./attendance-text";

/** The Leave Type choices for this person (docs/product.md section 8.3): maternity for women, paternity for men, both while the gender is not known. */
export const leaveTypeOptionsFor = (gender: Gender | null | undefined) =>
  applicableLeaveTypes(leaveTypes, gender ?? null).map((type) => ({ value: type, label: leaveTypeLabels[type] }));

/** '{n} days', or '{n} calendar days' for a type counted on the calendar (maternity, docs/product.md section 10.3). */
export const leaveDayCount = (leaveType: LeaveType, days: number) =>
  countsCalendarDays(leaveType) ? `${days} calendar ${days === 1 ? "day" : "days"}` : dayCount(days);
