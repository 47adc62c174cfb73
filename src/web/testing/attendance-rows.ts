import type { HrAttendanceDay, HrAttendanceRow } from "@/shared/contract/hr-attendance";

/** Rows for the attendance tests: 23 Nov 2026 in Pune (IST is UTC+5:30). */
export const attendanceRow = (overrides: Partial<HrAttendanceRow>): HrAttendanceRow => ({
  employeeRecordId: 1,
  employeeId: "EMP001",
  name: "Aarav Deshmukh",
  department: "Sales",
  status: "Present",
  checkIn: "2026-11-23T03:35:00.000Z",
  checkOut: "2026-11-23T12:05:00.000Z",
  missedCheckOut: false,
  location: "Baner Road, Pune",
  offSite: false,
  distanceMetres: 40,
  hoursWorked: 8.5,
  overtimeHours: 0,
  correction: null,
  adminAccount: false,
  ...overrides,
});

export const attendanceDay = (date: string, rows: HrAttendanceRow[]): HrAttendanceDay => ({
  date,
  today: date,
  earliest: "2026-08-25",
  shift: { shiftStart: "09:00", shiftEnd: "18:00", graceMinutes: 15 },
  geofence: true,
  counters: { present: 2, absent: 1, late: 1, onLeave: 0 },
  rows,
});
