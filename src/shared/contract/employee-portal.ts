import * as z from "zod/mini";
import { monthParam, noControlCharacters, optionalDate, requiredDate } from "./common";
import { dayStatuses } from "./hr-attendance";
import { statutoryRecordShape } from "./employee-statutory";

/** The employee portal's calls (docs/product.md sections 9.11 and 9.12): every one scoped to the signed-in employee. */
export const EMPLOYEE_PROFILE_PATH = "/api/employee/profile";
export const EMPLOYEE_TODAY_PATH = "/api/employee/today";
export const EMPLOYEE_ATTENDANCE_PATH = "/api/employee/attendance";
export const EMPLOYEE_CHECKIN_PATH = "/api/employee/attendance/checkin";
export const EMPLOYEE_CHECKOUT_PATH = "/api/employee/attendance/checkout";
export const EMPLOYEE_LEAVE_PATH = "/api/employee/leave-requests";
export const leaveCancelPath = (id: number) => `${EMPLOYEE_LEAVE_PATH}/${id}/cancel`;

/**
 * The profile (docs/product.md section 9.11); `manager` is the reporting manager. The statutory fields
 * (gender, UAN, ESI IP number, PF, state of work, tax regime) are the person's own, read-only here.
 */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  employeeId: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  department: z.nullable(z.string()),
  designation: z.nullable(z.string()),
  joiningDate: z.nullable(z.string()),
  manager: z.string(),
  ...statutoryRecordShape,
});
export type Profile = z.infer<typeof profileSchema>;

export const locationMessages = {
  latitude: "Latitude must be between -90 and 90",
  longitude: "Longitude must be between -180 and 180",
  accuracy: "Accuracy must be at least 0 and below 100 km",
  together: "Send latitude, longitude and accuracy together, or none of them when location was refused",
  address: "Address must be at most 500 characters",
} as const;
/** The address when the browser's location was refused (docs/product.md section 8.2). */
export const LOCATION_NOT_AVAILABLE = "Location not available";
/**
 * The success toasts of check-in and check-out (docs/product.md section 8.2): a refused or unavailable
 * position still records the time, and the toast says so instead of claiming a location.
 */
export const checkSuccessMessages = {
  in: {
    title: "Check-in Successful",
    located: "Your attendance and location have been recorded",
    unlocated: "Your attendance has been recorded without a location",
  },
  out: {
    title: "Check-out Successful",
    located: "Your work day and location have been recorded",
    unlocated: "Your work day has been recorded without a location",
  },
} as const;

const coordinate = (min: number, max: number, message: string) =>
  z._default(z.nullable(z.number({ error: message }).check(z.gte(min, message), z.lte(max, message))), null);

/** POST .../checkin and .../checkout: where the person is, as the browser found it (never when: the server's clock decides). */
export const locationInputSchema = z
  .object({
    location: z._default(
      z.string().check(z.trim(), noControlCharacters(), z.maxLength(100, "Location must be at most 100 characters")),
      "",
    ),
    address: z
      .string({ error: locationMessages.address })
      .check(z.trim(), noControlCharacters(), z.maxLength(500, locationMessages.address)),
    latitude: coordinate(-90, 90, locationMessages.latitude),
    longitude: coordinate(-180, 180, locationMessages.longitude),
    accuracy: z._default(
      z.nullable(
        z.number({ error: locationMessages.accuracy }).check(z.gte(0, locationMessages.accuracy), z.lt(100_000, locationMessages.accuracy)),
      ),
      null,
    ),
  })
  .check(
    z.refine(
      (input) =>
        [input.latitude, input.longitude, input.accuracy].every((value) => value === null) ||
        [input.latitude, input.longitude, input.accuracy].every((value) => value !== null),
      {
        path: ["latitude"],
        error: locationMessages.together,
      },
    ),
  );
export type LocationInput = z.input<typeof locationInputSchema>;
export type LocationValues = z.output<typeof locationInputSchema>;

export const placeSchema = z.object({
  address: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  accuracy: z.nullable(z.number()),
});
export type Place = z.infer<typeof placeSchema>;

export const attendanceStatuses = ["Present", "Late"] as const;

/** An attendance record (docs/product.md section 9.11); times are instants (ISO), `date` the business date. */
export const attendanceRecordSchema = z.object({
  id: z.int(),
  date: z.string(),
  checkIn: z.string(),
  checkOut: z.nullable(z.string()),
  /** Hours from check-in to check-out, two decimals; null until checked out. */
  totalHours: z.nullable(z.number()),
  status: z.enum(attendanceStatuses),
  /** The check-in address. */
  location: z.string(),
  checkInLocation: placeSchema,
  checkOutLocation: z.nullable(placeSchema),
  /** Outside the office geofence when one is set (accepted, shown to HR); null without a geofence or coordinates. */
  offSite: z.nullable(z.boolean()),
  distanceMetres: z.nullable(z.int()),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** GET /api/employee/today: the business date and the server's time, today's record, the shift, the geocoder. */
export const todaySchema = z.object({
  date: z.string(),
  serverTime: z.string(),
  record: z.nullable(attendanceRecordSchema),
  shiftStart: z.string(),
  shiftEnd: z.string(),
  /** Nominatim-style reverse geocoder the browser calls, or null when none is configured. */
  geocoderUrl: z.nullable(z.string()),
});
export type Today = z.infer<typeof todaySchema>;

export const ATTENDANCE_DEFAULT_DAYS = 30;
export const attendanceRangeMessage = "Choose a range of at most one year";
export const attendanceOrderMessage = "From must not be after to";
/** GET /api/employee/attendance: newest first; the last 30 days unless `from`/`to` say otherwise. */
export const attendanceQuerySchema = z.object({ from: optionalDate(), to: optionalDate() });

/** The types with an allowance and a balance (docs/product.md section 10.3). */
export const allowanceLeaveTypes = ["sick", "vacation", "personal", "emergency", "maternity", "paternity"] as const;
export type AllowanceLeaveType = (typeof allowanceLeaveTypes)[number];
/** 'unpaid' is leave without pay: no allowance, no balance, its days are loss of pay (docs/product.md section 10.6.2). */
export const leaveTypes = [...allowanceLeaveTypes, "unpaid"] as const;
export type LeaveType = (typeof leaveTypes)[number];
export const leaveTypeLabels: Record<LeaveType, string> = {
  sick: "Sick Leave",
  vacation: "Vacation",
  personal: "Personal Leave",
  emergency: "Emergency Leave",
  maternity: "Maternity Leave",
  paternity: "Paternity Leave",
  unpaid: "Leave Without Pay",
};
export const leaveStatuses = ["Pending", "Approved", "Rejected", "Cancelled"] as const;

export const leaveMessages = {
  leaveType: "Leave type is required",
  startDate: "Start date is required",
  endDate: "End date is required",
  reason: "Reason must be at least 10 characters",
  order: "End date cannot be before start date",
  tooOld: "Start date cannot be more than 30 days in the past",
  overlap: "You already have leave requested for these dates",
  notCancellable: "Only a pending request, or an approved leave that has not started, can be cancelled",
  started: "This leave has already started: ask HR to cancel it",
  tooLong: "A leave can last at most 182 days",
  startTooFar: "A leave can start at most a year ahead",
  endTooFar: "A leave can end at most a year ahead",
  /** Maternity Leave for a man, Paternity Leave for a woman (src/shared/domain/leave-eligibility.ts). */
  notApplicable: "This leave type does not apply to you",
} as const;
export const LEAVE_BACKDATE_DAYS = 30;
/**
 * The longest request, in calendar days (both dates included): 26 weeks, the longest leave the law gives
 * (maternity, Maternity Benefit Act 1961 section 5(3) as amended in 2017), so one request covers it.
 */
export const LEAVE_MAX_DAYS = 182;
/** How far ahead of today (business date) a request may start or end, in days. */
export const LEAVE_AHEAD_DAYS = 365;

/** Calendar days from `startDate` to `endDate`, both included (NaN for a date that is not one). */
const calendarDaysOf = (startDate: string, endDate: string) =>
  (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1;
/** Whether a request breaks the length limit (also for requests stored before the limit existed). */
export const isOverLongLeave = (leave: { startDate: string; endDate: string }) =>
  !(calendarDaysOf(leave.startDate, leave.endDate) <= LEAVE_MAX_DAYS);

/** POST /api/employee/leave-requests (docs/product.md sections 8.3 and 9.12); how far back a start may be is checked on the server's clock. */
export const leaveInputSchema = z
  .object({
    leaveType: z.enum(leaveTypes, { error: leaveMessages.leaveType }),
    startDate: requiredDate(leaveMessages.startDate),
    endDate: requiredDate(leaveMessages.endDate),
    reason: z
      .string({ error: leaveMessages.reason })
      .check(
        z.trim(),
        noControlCharacters(),
        z.minLength(10, leaveMessages.reason),
        z.maxLength(1000, "Reason must be at most 1000 characters"),
      ),
  })
  .check(
    z.refine((input) => input.endDate >= input.startDate, { path: ["endDate"], error: leaveMessages.order, abort: true }),
    z.refine((input) => input.endDate < input.startDate || !isOverLongLeave(input), { path: ["endDate"], error: leaveMessages.tooLong }),
  );
export type LeaveInput = z.input<typeof leaveInputSchema>;
export type LeaveValues = z.output<typeof leaveInputSchema>;

export const leaveRequestSchema = z.object({
  id: z.int(),
  leaveType: z.enum(leaveTypes),
  startDate: z.string(),
  endDate: z.string(),
  /** Inclusive of both dates (docs/product.md section 10.3). */
  days: z.int(),
  /** The days that use leave (docs/product.md section 10.3): fixed at approval, by today's settings before. */
  workingDays: z.int(),
  reason: z.string(),
  status: z.enum(leaveStatuses),
  /** HR's comment on a decision. */
  comment: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** The person may cancel it: pending, or approved and not started (docs/product.md section 9.12). */
  cancellable: z.boolean(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const attendanceMessages = {
  alreadyCheckedIn: "You have already checked in today",
  notCheckedIn: "You have not checked in today",
  alreadyCheckedOut: "You have already checked out today",
} as const;

/** GET /api/employee/attendance/month?month=YYYY-MM: the signed-in person's month, day by day (docs/product.md section 9.11). */
export const EMPLOYEE_ATTENDANCE_MONTH_PATH = "/api/employee/attendance/month";
export const employeeMonthMessages = {
  future: "Choose the current month or an earlier one",
  beforeJoining: "Choose a month from your date of joining",
} as const;
/** Without a month, the current one on the server's clock. */
export const employeeMonthQuerySchema = z.object({ month: z.optional(monthParam) });

/** One day as HR's attendance sheet and the payroll see it (the attendance grid). */
export const employeeMonthDaySchema = z.object({
  date: z.string(),
  /** null: a future day, or one before joining or after leaving. */
  status: z.nullable(z.enum(dayStatuses)),
  /** Checked in and never out on a past day: shown as 'Missed check-out', counted under its status. */
  missedCheckOut: z.boolean(),
  checkIn: z.nullable(z.string()),
  checkOut: z.nullable(z.string()),
  /** The check-in address, null without a check-in. */
  location: z.nullable(z.string()),
  /** Hours from check-in to check-out, two decimals; 0 without both. */
  hoursWorked: z.number(),
});
export type EmployeeMonthDay = z.infer<typeof employeeMonthDaySchema>;

export const employeeMonthSchema = z.object({
  month: z.string(),
  /** The business date today: days after it are blank. */
  today: z.string(),
  /** The earliest month the person may open: the month of joining (null without a joining date). */
  earliestMonth: z.nullable(z.string()),
  days: z.array(employeeMonthDaySchema),
  counts: z.object({
    present: z.int(),
    late: z.int(),
    absent: z.int(),
    onLeave: z.int(),
    holiday: z.int(),
    weeklyOff: z.int(),
    missedCheckOut: z.int(),
  }),
});
export type EmployeeMonth = z.infer<typeof employeeMonthSchema>;
