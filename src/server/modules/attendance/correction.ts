import { hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import { businessDate, businessInstant } from "@/shared/domain/business-time";
import { isLate } from "@/shared/domain/working-time";
import { refuseOwnRecord } from "../../auth/separation-of-duties";
import { ConflictError, FieldError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import { refuseRecordOutOfHrReach } from "../employees/hr-reach";
import { findEmployeeRow } from "../employees/store";
import { adjustFinalisedMonths } from "../pay-items/lop-adjustment";
import type { ServiceContext } from "../service-context";
import { loadSettings } from "../settings/store";
import { employedOn } from "./grid";
import { assertInWindow } from "./hr-day";
import { lockDay, upsertCorrectedDay } from "./store";

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
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * Corrects a day of the last 90 days (audited). An admin account's day is an admin's to correct (HR's reach,
 * docs/product.md section 9.9). Nobody corrects their own attendance: refused and audited before any change
 * (separation of duties). The correction and its audit entry are one transaction (applyCorrection).
 */
export async function correctAttendance(context: ServiceContext, correction: Correction): Promise<void> {
  const { db, actor, now } = context;
  await refuseRecordOutOfHrReach(db, actor.account.role, correction.employeeRecordId, "attendance");
  await refuseOwnRecord(db, actor, correction.employeeRecordId, "attendance", now);
  await db.transaction((tx) => applyCorrection({ ...context, db: tx }, correction));
}

/**
 * The correction inside the caller's transaction, which is `context.db` (HR's own, or an approved request of the
 * employee's, docs/product.md section 9.20): the window, the person and the times checked, the day's row held (FOR
 * UPDATE) until the transaction ends, the new times, and the audit entry; a day of a finalised month is
 * corrected in the next draft month's pay (docs/product.md section 10.6.2). `requestId` names the request
 * an approval applies, in the audit entry.
 */
export async function applyCorrection(context: ServiceContext, correction: Correction & { requestId?: number }): Promise<void> {
  const { db: tx, actor, now, timeZone } = context;
  const { employeeRecordId, date } = correction;
  assertInWindow(date, businessDate(now, timeZone));
  const settings = await loadSettings(tx);
  const employee = await findEmployeeRow(tx, employeeRecordId);
  if (!employee) throw new NotFoundError(hrAttendanceMessages.employeeNotFound);
  if (!employedOn(employee, date, timeZone)) throw new ConflictError(hrAttendanceMessages.notEmployed);

  const checkInAt = businessInstant(date, correction.checkIn, timeZone);
  const checkOutAt = correction.checkOut ? businessInstant(date, correction.checkOut, timeZone) : null;
  if (checkInAt > now) throw new FieldError("checkIn", hrAttendanceMessages.future);
  if (checkOutAt && checkOutAt > now) throw new FieldError("checkOut", hrAttendanceMessages.future);

  const before = await lockDay(tx, employeeRecordId, date);
  const after = await upsertCorrectedDay(tx, employeeRecordId, date, {
    checkInAt,
    checkOutAt,
    status: isLate(checkInAt, settings, timeZone) ? "Late" : "Present",
    correctedByAccountId: actor.account.id,
    correctedAt: now,
    correctionReason: correction.reason,
  });
  const adjustments = await adjustFinalisedMonths(tx, {
    employeeRecordId,
    from: date,
    to: date,
    today: businessDate(now, timeZone),
    timeZone,
    accountId: actor.account.id,
    reason: `Attendance corrected on ${date}: ${correction.reason}`,
  });
  await recordStaffAction(
    tx,
    actor,
    "attendance.corrected",
    `employee:${employeeRecordId}`,
    {
      date,
      reason: correction.reason,
      before: { checkIn: iso(before?.checkInAt), checkOut: iso(before?.checkOutAt) },
      after: { checkIn: iso(after.checkInAt), checkOut: iso(after.checkOutAt) },
      ...(correction.requestId !== undefined ? { request: correction.requestId } : {}),
      ...(adjustments.length > 0 ? { adjustments } : {}),
    },
    now,
  );
}
