import type { AttendanceRecord, Place } from "@/shared/contract/employee-portal";
import { hoursBetween } from "@/shared/domain/working-time";
import type { attendanceRecords } from "../../db/schema";

export type AttendanceRow = typeof attendanceRecords.$inferSelect;

export function toAttendanceRecord(row: AttendanceRow): AttendanceRecord {
  const checkOutLocation: Place | null =
    row.checkOutAddress === null
      ? null
      : { address: row.checkOutAddress, latitude: row.checkOutLatitude, longitude: row.checkOutLongitude, accuracy: row.checkOutAccuracy };
  return {
    id: row.id,
    date: row.date,
    checkIn: row.checkInAt.toISOString(),
    checkOut: row.checkOutAt?.toISOString() ?? null,
    // Computed by the server at check-out, from its own clock.
    totalHours: row.checkOutAt ? hoursBetween(row.checkInAt, row.checkOutAt) : null,
    status: row.status,
    location: row.checkInAddress,
    checkInLocation: {
      address: row.checkInAddress,
      latitude: row.checkInLatitude,
      longitude: row.checkInLongitude,
      accuracy: row.checkInAccuracy,
    },
    checkOutLocation,
    offSite: row.offSite,
    distanceMetres: row.distanceMetres,
  };
}
