import type { AttendanceRecord, LeaveRequest, Place } from "@/shared/contract/employee-portal";
import { hoursBetween } from "@/shared/domain/working-time";
import { coordinatesText } from "./locate";

/** Hours with one decimal: the record's total after check-out, else the time since check-in. */
export function hoursToday(record: AttendanceRecord | null | undefined, nowMs: number): string {
  if (!record) return "0.0";
  if (record.checkOut) return (record.totalHours ?? hoursBetween(new Date(record.checkIn), new Date(record.checkOut))).toFixed(1);
  return Math.max(0, hoursBetween(new Date(record.checkIn), new Date(nowMs))).toFixed(1);
}

/**
 * '18.559800, 73.789700 (± 12 m)' under a place name; only '± 12 m' when the address already is the
 * coordinates (no geocoder answered); null when the browser gave no position.
 */
export function coordinatesLine(place: Place): string | null {
  if (place.latitude === null || place.longitude === null) return null;
  const coordinates = coordinatesText(place.latitude, place.longitude);
  const accuracy = place.accuracy === null ? null : `± ${Math.round(place.accuracy)} m`;
  if (place.address === coordinates) return accuracy;
  return accuracy ? `${coordinates} (${accuracy})` : coordinates;
}

export const offSiteNote = (record: AttendanceRecord) =>
  record.offSite ? (record.distanceMetres === null ? "Off-site" : `Off-site (${record.distanceMetres} m from office)`) : null;

export const dayCount = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

export const leaveTone = { Pending: "yellow", Approved: "green", Rejected: "red", Cancelled: "grey" } as const satisfies Record<
  LeaveRequest["status"],
  string
>;
export const attendanceTone = { Present: "green", Late: "yellow" } as const satisfies Record<AttendanceRecord["status"], string>;
