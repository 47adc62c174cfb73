import { countsCalendarDays } from "../domain/leave-balance";
import type { LeaveType } from "./employee-portal";

/*
 * The unit a type's leave days are counted in (docs/product.md section 10.3): maternity on the calendar, every other
 * type in working days. HR's and the manager's screens and their refusal messages say it this way; the employee's
 * own screens say it through employee/leave-type-text.ts.
 */
const dayUnit = (leaveType: LeaveType) => (countsCalendarDays(leaveType) ? "calendar" : "working");

/** '5 working days', '1 working day', '182 calendar days' for maternity. */
export const leaveDayCount = (leaveType: LeaveType, days: number) =>
  `${days} ${dayUnit(leaveType)} ${Math.abs(days) === 1 ? "day" : "days"}`;

/** 'Working days asked', or 'Calendar days asked' for maternity (the decision dialogs). */
export const daysAskedLabel = (leaveType: LeaveType) => `${countsCalendarDays(leaveType) ? "Calendar" : "Working"} days asked`;
