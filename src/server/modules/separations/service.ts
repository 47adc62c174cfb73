import type { FastifyRequest } from "fastify";
import { longMonth } from "@/shared/contract/payroll";
import { SEPARATION_DAYS_AHEAD, SEPARATION_DAYS_BACK, separationMessages, type SeparationValues } from "@/shared/contract/separation";
import { shiftDate } from "@/shared/domain/working-time";
import { staffOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { ConflictError, FieldError, HttpError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import { refuseAdminRecordForHr } from "../employees/hr-reach";
import type { EmployeeRow } from "../employees/records";
import { employeeNotFound } from "../employees/service";
import { findEmployeeWithAccount, lockEmployeeStatus } from "../employees/store";
import { finalisedAmong, replaceSourceItems } from "../pay-items/store";
import { settlementFacts, settlementItems } from "./settlement-service";
import { deleteSeparation, findSeparationWithRecorder, lockSeparation, saveSeparation, type SeparationRow } from "./store";

/**
 * Recording, changing and withdrawing a separation (docs/product.md section 9.14.4). The separation, the
 * settlement's pay items in the last working day's month and the audit entry are one transaction, so the
 * month's payroll always pays what the separation says. A finalised month's items never change: a
 * separation whose month (old or new) is finalised is refused.
 */

export const separationSource = (id: number) => `separation:${id}`;
const subject = (id: number) => `employee:${id}`;

/** The record as HR may act on it: 404 when missing, 403 for an admin account's record unless an admin asks. */
async function recordFor(db: Db, request: FastifyRequest, id: number): Promise<EmployeeRow> {
  const row = await findEmployeeWithAccount(db, id);
  if (!row) throw employeeNotFound();
  if (staffOf(request).account.role !== "admin") refuseAdminRecordForHr("hr", row.account, "edit");
  return row.employee;
}

export async function separationOf(db: Db, request: FastifyRequest, id: number) {
  const employee = await recordFor(db, request, id);
  return { employee, separation: (await findSeparationWithRecorder(db, id)) ?? null };
}

/** Dates within sense: neither more than 90 days back nor more than a year ahead of today; not before joining. */
function checkDates(values: SeparationValues, employee: EmployeeRow, today: string): void {
  const earliest = shiftDate(today, -SEPARATION_DAYS_BACK);
  const latest = shiftDate(today, SEPARATION_DAYS_AHEAD);
  for (const field of ["noticeDate", "lastWorkingDay"] as const) {
    if (values[field] < earliest) throw new FieldError(field, separationMessages.tooFarBack);
    if (values[field] > latest) throw new FieldError(field, separationMessages.tooFarAhead);
  }
  if (employee.dateOfJoining && values.lastWorkingDay < employee.dateOfJoining) throw new FieldError("lastWorkingDay", separationMessages.beforeJoining);
}

async function refuseFinalised(db: Db, months: string[]): Promise<void> {
  const finalised = await finalisedAmong(db, months);
  const month = months.find((candidate) => finalised.has(candidate));
  if (month) throw new ConflictError(separationMessages.finalised(longMonth(month)));
}

/** A change is possible while the person has not left (no deactivation yet). */
function refuseLeft(current: SeparationRow | undefined): void {
  if (current?.deactivatedAt) throw new HttpError(400, separationMessages.alreadyLeft);
}

export async function saveSeparationOf(db: Db, request: FastifyRequest, id: number, values: SeparationValues, now: Date, today: string) {
  const employee = await recordFor(db, request, id);
  const before = await findSeparationWithRecorder(db, id);
  refuseLeft(before);
  if (!employee.isActive) throw new HttpError(400, separationMessages.notActive);
  checkDates(values, employee, today);
  await refuseFinalised(db, [values.lastWorkingDay.slice(0, 7), ...(before ? [before.lastWorkingDay.slice(0, 7)] : [])]);
  const accountId = staffOf(request).account.id;
  const fields = { ...values, reason: values.reason || null, recordedByAccountId: accountId, recordedAt: now };
  const facts = await settlementFacts(db, employee, fields);
  await db.transaction(async (tx) => {
    if (!(await lockEmployeeStatus(tx, id))?.isActive) throw new HttpError(400, separationMessages.notActive);
    refuseLeft(await lockSeparation(tx, id));
    await saveSeparation(tx, id, fields);
    const items = await replaceSourceItems(tx, separationSource(id), settlementItems(id, facts, accountId));
    const details = {
      employeeId: employee.employeeId,
      kind: values.kind,
      noticeDate: values.noticeDate,
      lastWorkingDay: values.lastWorkingDay,
      noticeShortfall: values.noticeShortfall,
      items: items.map((item) => ({ kind: item.kind, amount: item.amount, taxable: item.taxable })),
      ...(before ? { before: { kind: before.kind, noticeDate: before.noticeDate, lastWorkingDay: before.lastWorkingDay, noticeShortfall: before.noticeShortfall } } : {}),
    };
    await recordStaffAction(tx, request, before ? "separation.changed" : "separation.recorded", subject(id), details, now);
  });
  return (await findSeparationWithRecorder(db, id))!;
}

export async function withdrawSeparation(db: Db, request: FastifyRequest, id: number, now: Date): Promise<void> {
  const employee = await recordFor(db, request, id);
  const current = await findSeparationWithRecorder(db, id);
  if (!current) throw new NotFoundError(separationMessages.none);
  refuseLeft(current);
  await refuseFinalised(db, [current.lastWorkingDay.slice(0, 7)]);
  await db.transaction(async (tx) => {
    refuseLeft(await lockSeparation(tx, id));
    await deleteSeparation(tx, id);
    await replaceSourceItems(tx, separationSource(id), []);
    await recordStaffAction(tx, request, "separation.withdrawn", subject(id), { employeeId: employee.employeeId, lastWorkingDay: current.lastWorkingDay }, now);
  });
}
