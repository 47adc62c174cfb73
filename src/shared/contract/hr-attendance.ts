import * as z from "zod/mini";
import { minutesOfClock } from "../domain/working-time";
import { employeeNotFoundMessage, monthMessage, monthParam, recordIdParam, noControlCharacters, requiredDate } from "./common";

/** HR's daily attendance, corrections and attendance exports (docs/product.md sections 6.7 and 9.13). */
export const HR_ATTENDANCE_PATH = "/api/hr/attendance";
export const attendanceCorrectionPath = (employeeRecordId: number, date: string) => `${HR_ATTENDANCE_PATH}/${employeeRecordId}/${date}`;
/** Export Report: the table for a date (`?date=`). */
export const ATTENDANCE_REPORT_PATH = `${HR_ATTENDANCE_PATH}/report.csv`;
/** Monthly Summary and the admin's Attendance Report (`?month=`). */
export const ATTENDANCE_SUMMARY_PATH = `${HR_ATTENDANCE_PATH}/summary.csv`;
/** The Overtime Report's list for a date (`?date=`). */
export const OVERTIME_REPORT_PATH = `${HR_ATTENDANCE_PATH}/overtime.csv`;

/** HR looks back at most this many days, today included as day 0 (docs/product.md section 9.13). */
export const ATTENDANCE_WINDOW_DAYS = 90;

export const dayStatuses = ["Present", "Late", "On Leave", "Holiday", "Weekly Off", "Absent"] as const;
export type DayStatus = (typeof dayStatuses)[number];

export const CORRECTION_REASON_MAX = 300;

export const hrAttendanceMessages = {
  window: "Choose a date within the last 90 days",
  month: monthMessage,
  futureMonth: "Choose the current month or an earlier one",
  time: "Enter a time as HH:MM (24-hour)",
  checkIn: "Check-in time is required",
  order: "Check-out must be after check-in",
  future: "Times cannot be in the future",
  reason: "Please give a reason for the correction",
  reasonLength: `Reason must be at most ${CORRECTION_REASON_MAX} characters`,
  employeeNotFound: employeeNotFoundMessage,
  /** HR's reach (docs/product.md section 9.9): an admin account's attendance moves the admin's pay, which HR does not see. */
  adminAccount: "HR may not change the attendance of an admin account: another admin can",
  notEmployed: "This employee was not employed on that date (before joining or after leaving)",
} as const;

export const MISSED_CHECK_OUT = "Missed check-out";

/** The contract's one month schema (common.ts), kept here for the month fields that import it from this file. */
export { monthParam };

/** report.csv and overtime.csv. */
export const attendanceDateQuerySchema = z.object({ date: requiredDate(hrAttendanceMessages.window) });
/** GET /api/hr/attendance: without a date, the server's business today (the browser's clock is not trusted). */
export const attendanceDayQuerySchema = z.object({ date: z.optional(requiredDate(hrAttendanceMessages.window)) });
/** summary.csv. */
export const attendanceMonthQuerySchema = z.object({ month: monthParam });

export const correctionParamsSchema = z.object({
  employeeId: recordIdParam(hrAttendanceMessages.employeeNotFound),
  date: requiredDate(hrAttendanceMessages.window),
});

const clockTime = (message: string) => z.string({ error: message }).check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, message));

/** The fields and rule every correction of a day's times shares: HR's own and an employee's request (contract/regularisations.ts). */
export const checkInTimeField = z
  .string({ error: hrAttendanceMessages.checkIn })
  .check(
    z.trim(),
    z.minLength(1, { error: hrAttendanceMessages.checkIn, abort: true }),
    z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, hrAttendanceMessages.time),
  );
/** Blank leaves the day without a check-out. */
export const checkOutTimeField = z._default(z.union([z.literal(""), clockTime(hrAttendanceMessages.time)]), "");
export const correctionReasonField = z
  .string({ error: hrAttendanceMessages.reason })
  .check(
    z.trim(),
    noControlCharacters(),
    z.minLength(1, { error: hrAttendanceMessages.reason, abort: true }),
    z.maxLength(CORRECTION_REASON_MAX, hrAttendanceMessages.reasonLength),
  );
/** Check-out, when given, after check-in (under `checkOut`). */
export const checkOutAfterCheckIn = <T extends { checkIn: string; checkOut: string }>() =>
  z.refine<T>((value) => value.checkOut === "" || minutesOfClock(value.checkOut) > minutesOfClock(value.checkIn), {
    path: ["checkOut"],
    error: hrAttendanceMessages.order,
  });

/**
 * PUT /api/hr/attendance/{employeeId}/{date}: the day's times in the business time zone (24-hour), the
 * check-out optional (blank leaves the day open), and why HR set them.
 */
export const correctionInputSchema = z
  .object({ checkIn: checkInTimeField, checkOut: checkOutTimeField, reason: correctionReasonField })
  .check(checkOutAfterCheckIn());
export type CorrectionInput = z.input<typeof correctionInputSchema>;

/** One person's row of the day (the table of docs/product.md section 6.7). */
export const hrAttendanceRowSchema = z.object({
  employeeRecordId: z.int(),
  employeeId: z.string(),
  name: z.string(),
  department: z.nullable(z.string()),
  status: z.enum(dayStatuses),
  checkIn: z.nullable(z.string()),
  checkOut: z.nullable(z.string()),
  /** Checked in, not out, and the business day is over. */
  missedCheckOut: z.boolean(),
  /** The recorded check-in address. */
  location: z.nullable(z.string()),
  /** Outside the geofence at check-in (null: no geofence or no coordinates). */
  offSite: z.nullable(z.boolean()),
  distanceMetres: z.nullable(z.int()),
  /** Hours between check-in and check-out, two decimals; 0 while open. */
  hoursWorked: z.number(),
  /** Hours beyond the shift length (the Overtime Report). */
  overtimeHours: z.number(),
  correction: z.nullable(z.object({ by: z.string(), at: z.string(), reason: z.string() })),
  /** The person's account is an admin's: HR sees the day read-only, an admin corrects it (docs/product.md section 9.9). */
  adminAccount: z.boolean(),
});
export type HrAttendanceRow = z.infer<typeof hrAttendanceRowSchema>;

export const attendanceCountersSchema = z.object({ present: z.int(), absent: z.int(), late: z.int(), onLeave: z.int() });
export type AttendanceCounters = z.infer<typeof attendanceCountersSchema>;

export const hrAttendanceDaySchema = z.object({
  date: z.string(),
  /** Today's business date: the newest date HR may pick. */
  today: z.string(),
  /** The oldest date HR may pick. */
  earliest: z.string(),
  shift: z.object({ shiftStart: z.string(), shiftEnd: z.string(), graceMinutes: z.int() }),
  geofence: z.boolean(),
  /** Present counts Present and Late; Late Arrivals counts Late. */
  counters: attendanceCountersSchema,
  rows: z.array(hrAttendanceRowSchema),
});
export type HrAttendanceDay = z.infer<typeof hrAttendanceDaySchema>;
