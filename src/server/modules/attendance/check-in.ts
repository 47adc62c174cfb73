import { attendanceMessages, type AttendanceRecord, type LocationValues } from "@/shared/contract/employee-portal";
import type { Settings } from "@/shared/contract/settings";
import { businessDate } from "@/shared/domain/business-time";
import { distanceMetres, isLate } from "@/shared/domain/working-time";
import { ConflictError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ServiceContext } from "../service-context";
import { loadSettings } from "../settings/store";
import { toAttendanceRecord } from "./records";
import { insertCheckInAudited } from "./check-in-store";
import { findDay, setCheckOut } from "./store";

/**
 * One check-in a day, one check-out after it: the employee's own attendance. The server's clock decides
 * the time and the business date, the session decides the person. The guarantee is the database's: a
 * unique index on (employee, business date), written with ON CONFLICT DO NOTHING (check-in-store.ts), so a second
 * check-in the same day, even two at the same instant, answers 409 and changes nothing; the check-out
 * is a conditional UPDATE of the day's open row. Each and its audit entry are one transaction (the check-in's
 * a single statement: check-in-store.ts).
 */

/** The person checking in or out: their employee record. */
export interface Attendee {
  id: number;
}

/** A check-in or check-out: who, and where the browser says they are. */
export interface AttendanceClock {
  employee: Attendee;
  place: LocationValues;
}

/** Outside the geofence? Only when one is set and the browser gave coordinates; never a reason to refuse. */
function geofenceCheck(settings: Settings, place: LocationValues): { offSite: boolean | null; distanceMetres: number | null } {
  if (!settings.geofence || place.latitude === null || place.longitude === null) return { offSite: null, distanceMetres: null };
  const distance = Math.round(distanceMetres(settings.geofence, { latitude: place.latitude, longitude: place.longitude }));
  return { offSite: distance > settings.geofence.radiusMetres, distanceMetres: distance };
}

/** Checks in for today, Present or Late by the shift and grace; 409 when today already has a check-in. */
export async function checkIn(context: ServiceContext, { employee, place }: AttendanceClock): Promise<AttendanceRecord> {
  const { db, actor, now: at, timeZone } = context;
  const settings = await loadSettings(db);
  // The record and its audit entry in one statement (check-in-store.ts): one transaction, one round trip.
  const row = await insertCheckInAudited(
    db,
    {
      employeeRecordId: employee.id,
      date: businessDate(at, timeZone),
      at,
      status: isLate(at, settings, timeZone) ? "Late" : "Present",
      place,
      ...geofenceCheck(settings, place),
    },
    { actorAccountId: actor.account.id, subject: `employee:${employee.id}`, ip: actor.ip },
  );
  if (!row) throw new ConflictError(attendanceMessages.alreadyCheckedIn);
  return toAttendanceRecord(row);
}

/** Checks out of today's check-in, once; 409 when there is no check-in today or it is already checked out. */
export async function checkOut(context: ServiceContext, { employee, place }: AttendanceClock): Promise<AttendanceRecord> {
  const { db, actor, now: at, timeZone } = context;
  const date = businessDate(at, timeZone);
  const record = await db.transaction(async (tx) => {
    const row = await setCheckOut(tx, { employeeRecordId: employee.id, date, at, place });
    if (!row) return null;
    const updated = toAttendanceRecord(row);
    await recordStaffAction(tx, actor, "attendance.checked_out", `employee:${employee.id}`, { date, totalHours: updated.totalHours }, at);
    return updated;
  });
  if (!record)
    throw new ConflictError(
      (await findDay(db, employee.id, date)) ? attendanceMessages.alreadyCheckedOut : attendanceMessages.notCheckedIn,
    );
  return record;
}
