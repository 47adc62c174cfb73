import { and, eq } from "drizzle-orm";
import { hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import type { Settings } from "@/shared/contract/settings";
import { businessInstant } from "@/shared/domain/business-time";
import { isLate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { attendanceRecords } from "../../db/schema";
import { ConflictError, FieldError, NotFoundError } from "../../http/errors";
import { findEmployeeRow } from "../employees/store";
import { employedOn } from "./grid";
import type { AttendanceRow } from "./records";

/**
 * HR sets or fixes a person's times for a day (a forgotten check-out, a phone that died): the status
 * follows the new check-in, the row keeps who corrected it, when and why, and the check-in place
 * recorded by the phone (if any) stays.
 */
export interface Correction {
  employeeRecordId: number;
  date: string;
  checkIn: string;
  checkOut: string;
  reason: string;
  accountId: number;
  now: Date;
  settings: Settings;
  timeZone: string;
}

/**
 * Run it inside the transaction that also writes the audit entry (the caller's): the day's row is held
 * (FOR UPDATE) until that transaction ends, and a failing audit entry undoes the correction.
 */
export async function correctAttendance(tx: Db, correction: Correction): Promise<{ before: AttendanceRow | undefined; after: AttendanceRow }> {
  const { employeeRecordId, date, timeZone, now } = correction;
  const employee = await findEmployeeRow(tx, employeeRecordId);
  if (!employee) throw new NotFoundError(hrAttendanceMessages.employeeNotFound);
  if (!employedOn(employee, date, timeZone)) throw new ConflictError(hrAttendanceMessages.notEmployed);

  const checkInAt = businessInstant(date, correction.checkIn, timeZone);
  const checkOutAt = correction.checkOut ? businessInstant(date, correction.checkOut, timeZone) : null;
  if (checkInAt > now) throw new FieldError("checkIn", hrAttendanceMessages.future);
  if (checkOutAt && checkOutAt > now) throw new FieldError("checkOut", hrAttendanceMessages.future);

  const corrected = {
    checkInAt,
    checkOutAt,
    status: isLate(checkInAt, correction.settings, timeZone) ? ("Late" as const) : ("Present" as const),
    correctedByAccountId: correction.accountId,
    correctedAt: now,
    correctionReason: correction.reason,
  };
  const [before] = await tx
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.employeeRecordId, employeeRecordId), eq(attendanceRecords.date, date)))
    .for("update")
    .limit(1);
  const [after] = await tx
    .insert(attendanceRecords)
    .values({ employeeRecordId, date, checkInAddress: "", ...corrected })
    .onConflictDoUpdate({ target: [attendanceRecords.employeeRecordId, attendanceRecords.date], set: corrected })
    .returning();
  return { before, after: after! };
}
