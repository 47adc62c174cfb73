import * as z from "zod/mini";
import { listQuerySchema, monthParam, noControlCharacters } from "./common";
import { leaveStatuses, leaveTypeLabels, leaveTypes, type LeaveType } from "./employee-portal";
import { employeeDepartments } from "./employees";
import { COMMENT_MAX, leaveAdminMessages, type LeaveDecision } from "./leave-admin";
import { leaveDayCount } from "./leave-days";

/**
 * A manager's Team view and the leave calendars (docs/product.md section 9.20): today's attendance of the
 * direct reports, their leave to decide, and who is off when. Every team call is scoped to the session's
 * own direct reports (src/server/modules/reporting-lines/store.ts).
 */
export const EMPLOYEE_TEAM_PATH = "/api/employee/team";
export const TEAM_LEAVES_PATH = "/api/employee/team/leaves";
export const teamLeaveDecisionPath = (id: number, decision: LeaveDecision) => `${TEAM_LEAVES_PATH}/${id}/${decision}`;
export const TEAM_LEAVE_CALENDAR_PATH = "/api/employee/team/leave-calendar";
export const HR_LEAVE_CALENDAR_PATH = "/api/hr/leaves/calendar";
/** Who else of the request's department is off on its dates (the approve dialog's warning). */
export const hrLeaveOverlapsPath = (id: number) => `/api/hr/leaves/${id}/overlaps`;

/** How long a decided request stays on a manager's list (as for corrections). */
export const TEAM_LEAVE_DECIDED_DAYS = 30;

/** Today's status of a report: the day's status, with 'Not checked in yet' for a working day whose shift has not ended. */
export const teamDayStatuses = ["Present", "Late", "Not checked in yet", "Absent", "On Leave", "Holiday", "Weekly Off"] as const;
export type TeamDayStatus = (typeof teamDayStatuses)[number];

export const teamMemberSchema = z.object({
  employeeRecordId: z.int(),
  employeeId: z.string(),
  name: z.string(),
  designation: z.nullable(z.string()),
  department: z.nullable(z.string()),
  status: z.enum(teamDayStatuses),
  /** Today's check-in and check-out instants, or null. */
  checkIn: z.nullable(z.string()),
  checkOut: z.nullable(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/employee/team: the direct reports today (an empty list for a person without reports), by name. */
export const teamSchema = z.object({
  date: z.string(),
  members: z.array(teamMemberSchema),
  counts: z.object({
    /** Present or Late. */
    present: z.int(),
    late: z.int(),
    notCheckedIn: z.int(),
    absent: z.int(),
    onLeave: z.int(),
    /** Holiday or weekly off. */
    off: z.int(),
  }),
  /** The reports' requests waiting for a decision. */
  pendingLeaves: z.int(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /api/employee/team/leaves: paged; the reports' pending requests, then those decided in the last 30 days. */
export const teamLeavesQuerySchema = listQuerySchema;

/** 409 when a manager's approval would go beyond the balance: that is HR's to decide, with override (days in the type's unit). */
export const managerBalanceMessage = (leaveType: LeaveType, year: number, remaining: number, needed: number) =>
  `Not enough ${leaveTypeLabels[leaveType]} balance: ${leaveDayCount(leaveType, Math.max(0, remaining))} left in ${year}, this request needs ${leaveDayCount(leaveType, needed)}. Only HR can approve beyond the balance: ask HR to decide this request.`;

/** 403 when a reporting manager who is not an admin decides an admin account's leave (HR's reach, docs/product.md section 9.9: it moves the admin's pay). */
export const managerAdminAccountLeaveMessage = "Only an admin can decide the leave of an admin account";

const comment = z
  .string({ error: leaveAdminMessages.comment })
  .check(z.trim(), noControlCharacters(), z.maxLength(COMMENT_MAX, leaveAdminMessages.comment));
/** POST .../team/leaves/{id}/approve: an optional comment (a manager never approves beyond the balance). */
export const teamApproveInputSchema = z.object({ comment: z._default(comment, "") });

/* The leave calendars. */

export const calendarMessages = {
  department: `Department must be one of ${employeeDepartments.join(", ")}`,
} as const;

export const teamCalendarQuerySchema = z.object({ month: monthParam });
export const hrCalendarQuerySchema = z.object({
  month: monthParam,
  department: z.optional(z.enum(employeeDepartments, { error: calendarMessages.department })),
});

/** One leave on a calendar: its dates within the month (`start`, `end`) and as requested. */
export const calendarSpanSchema = z.object({
  id: z.int(),
  leaveType: z.enum(leaveTypes),
  status: z.enum(leaveStatuses),
  start: z.string(),
  end: z.string(),
  requestStart: z.string(),
  requestEnd: z.string(),
});
export type CalendarSpan = z.infer<typeof calendarSpanSchema>;

export const calendarPersonSchema = z.object({
  employeeRecordId: z.int(),
  employeeId: z.string(),
  name: z.string(),
  department: z.nullable(z.string()),
  spans: z.array(calendarSpanSchema),
});
export type CalendarPerson = z.infer<typeof calendarPersonSchema>;

/** A month of who is off: the people with approved or pending leave in it, by name; `from` and `to` are its first and last days. */
export const leaveCalendarSchema = z.object({ month: z.string(), from: z.string(), to: z.string(), people: z.array(calendarPersonSchema) });
export type LeaveCalendar = z.infer<typeof leaveCalendarSchema>;

/** GET /api/hr/leaves/{id}/overlaps: others of the request's department with approved or pending leave on its dates. */
export const leaveOverlapSchema = z.object({
  employeeRecordId: z.int(),
  employeeName: z.string(),
  status: z.enum(leaveStatuses),
  /** Their leave's dates within the request's. */
  start: z.string(),
  end: z.string(),
});
export type LeaveOverlap = z.infer<typeof leaveOverlapSchema>;
export const leaveOverlapsSchema = z.object({ department: z.nullable(z.string()), people: z.array(leaveOverlapSchema) });
export type LeaveOverlaps = z.infer<typeof leaveOverlapsSchema>;
