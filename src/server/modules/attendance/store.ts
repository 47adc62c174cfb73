import { and, desc, eq, gte, isNull, lte } from "drizzle-orm";
import type { LocationValues } from "@/shared/contract/employee-portal";
import type { Db } from "../../db/client";
import { attendanceRecords } from "../../db/schema";
import type { AttendanceRow } from "./records";

const ofDay = (employeeRecordId: number, date: string) => and(eq(attendanceRecords.employeeRecordId, employeeRecordId), eq(attendanceRecords.date, date));

export async function findDay(db: Db, employeeRecordId: number, date: string): Promise<AttendanceRow | undefined> {
  const [row] = await db.select().from(attendanceRecords).where(ofDay(employeeRecordId, date)).limit(1);
  return row;
}

/** The day's check-in, or undefined when there already is one (the unique index decides, not a prior read). */
export async function insertCheckIn(
  db: Db,
  values: { employeeRecordId: number; date: string; at: Date; status: "Present" | "Late"; place: LocationValues; offSite: boolean | null; distanceMetres: number | null },
): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .insert(attendanceRecords)
    .values({
      employeeRecordId: values.employeeRecordId,
      date: values.date,
      checkInAt: values.at,
      status: values.status,
      location: values.place.location,
      checkInAddress: values.place.address,
      checkInLatitude: values.place.latitude,
      checkInLongitude: values.place.longitude,
      checkInAccuracy: values.place.accuracy,
      offSite: values.offSite,
      distanceMetres: values.distanceMetres,
    })
    .onConflictDoNothing({ target: [attendanceRecords.employeeRecordId, attendanceRecords.date] })
    .returning();
  return row;
}

/** Sets the day's check-out once: undefined when there is no open check-in for the day. */
export async function setCheckOut(db: Db, employeeRecordId: number, date: string, at: Date, place: LocationValues): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .update(attendanceRecords)
    .set({ checkOutAt: at, checkOutAddress: place.address, checkOutLatitude: place.latitude, checkOutLongitude: place.longitude, checkOutAccuracy: place.accuracy })
    .where(and(ofDay(employeeRecordId, date), isNull(attendanceRecords.checkOutAt)))
    .returning();
  return row;
}

/** One person's records between two business dates (inclusive), newest first. */
export async function listDays(db: Db, employeeRecordId: number, from: string, to: string): Promise<AttendanceRow[]> {
  return db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.employeeRecordId, employeeRecordId), gte(attendanceRecords.date, from), lte(attendanceRecords.date, to)))
    .orderBy(desc(attendanceRecords.date));
}
