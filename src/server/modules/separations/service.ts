import { longMonth } from "@/shared/contract/payroll";
import { SEPARATION_DAYS_AHEAD, SEPARATION_DAYS_BACK, separationMessages, type SeparationValues } from "@/shared/contract/separation";
import { businessDate } from "@/shared/domain/business-time";
import { shiftDate } from "@/shared/domain/working-time";
import type { Role } from "@/shared/contract/auth";
import { refuseOwnRecord } from "../../auth/separation-of-duties";
import type { Db } from "../../db/client";
import { ConflictError, FieldError, HttpError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import { hrReachMessages, refuseOutOfHrReach } from "../employees/hr-reach";
import type { EmployeeRow } from "../employees/records";
import { employeeNotFound } from "../employees/service";
import { findEmployeeWithAccount, lockEmployeeStatus } from "../employees/store";
import { finalisedAmong } from "../pay-items/store";
import { serialiseFinalising } from "../payroll/store";
import type { ServiceContext } from "../service-context";
import { settleInTransaction, unsettleInTransaction } from "./settle";
import { settlementItems } from "./settlement-facts";
import { deleteSeparation, findSeparationWithRecorder, lockSeparation, saveSeparation, type SeparationRow } from "./store";

/**
 * Recording, changing and withdrawing a separation (docs/product.md section 9.14.4). The separation, the
 * settlement's pay items in the last working day's month (with the person's later items brought into it,
 * settle.ts) and the audit entry are one transaction, so the month's payroll always pays what the separation
 * says. A finalised month's items never change: a separation whose month (old or new) is finalised is refused.
 * Nobody records or withdraws their own separation (their own notice and its waiver are their own pay): 403,
 * audited as `duty.refused`.
 */

const subject = (id: number) => `employee:${id}`;

/** The record as HR may act on it: 404 when missing, 403 for an admin account's record unless an admin (`viewer`) asks. */
async function recordFor(db: Db, viewer: Role, id: number): Promise<EmployeeRow> {
  const row = await findEmployeeWithAccount(db, id);
  if (!row) throw employeeNotFound();
  refuseOutOfHrReach(viewer, row.account, hrReachMessages.edit);
  return row.employee;
}

export async function separationOf({ db, actor }: ServiceContext, id: number) {
  const employee = await recordFor(db, actor.account.role, id);
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
  if (employee.dateOfJoining && values.lastWorkingDay < employee.dateOfJoining)
    throw new FieldError("lastWorkingDay", separationMessages.beforeJoining);
}

async function refuseFinalised(db: Db, months: string[]): Promise<void> {
  const finalised = await finalisedAmong(db, months);
  const month = months.find((candidate) => finalised.has(candidate));
  if (month) throw new ConflictError(separationMessages.finalised(longMonth(month)));
}

/**
 * The separation as this change's transaction finds it, with the record and the separation locked in that order
 * (as the sweep does), so concurrent requests for one person decide one after another on what the previous one
 * left: one recording and changes of it, one withdrawal and 404s. A change is possible while the person has not
 * left (no deactivation yet). First the lock Finalise takes (payroll/store.ts): the finalised-month check that
 * follows and the change's settlement items then come entirely before or entirely after a month's freeze, never
 * between its draft and its commit.
 */
async function lockCurrent(tx: Db, id: number): Promise<{ isActive: boolean; current: SeparationRow | undefined }> {
  await serialiseFinalising(tx);
  const record = await lockEmployeeStatus(tx, id);
  const current = await lockSeparation(tx, id);
  if (current?.deactivatedAt) throw new HttpError(400, separationMessages.alreadyLeft);
  return { isActive: record?.isActive ?? false, current };
}

export async function saveSeparationOf(context: ServiceContext, id: number, values: SeparationValues) {
  const { db, actor, now, timeZone } = context;
  const employee = await recordFor(db, actor.account.role, id);
  await refuseOwnRecord(db, actor, id, "employee_record", now);
  checkDates(values, employee, businessDate(now, timeZone));
  const accountId = actor.account.id;
  const fields = { ...values, reason: values.reason || null, recordedByAccountId: accountId, recordedAt: now };
  await db.transaction(async (tx) => {
    const { isActive, current: before } = await lockCurrent(tx, id);
    if (!isActive) throw new HttpError(400, separationMessages.notActive);
    await refuseFinalised(tx, [values.lastWorkingDay.slice(0, 7), ...(before ? [before.lastWorkingDay.slice(0, 7)] : [])]);
    await saveSeparation(tx, id, fields);
    const settled = (await settleInTransaction(tx, id))!;
    const items = settlementItems(id, settled.facts, accountId);
    const details = {
      employeeId: employee.employeeId,
      kind: values.kind,
      noticeDate: values.noticeDate,
      lastWorkingDay: values.lastWorkingDay,
      noticeShortfall: values.noticeShortfall,
      items: items.map((item) => ({ kind: item.kind, amount: item.amount, taxable: item.taxable })),
      ...(settled.moved.length > 0 ? { moved: settled.moved } : {}),
      ...(before
        ? {
            before: {
              kind: before.kind,
              noticeDate: before.noticeDate,
              lastWorkingDay: before.lastWorkingDay,
              noticeShortfall: before.noticeShortfall,
            },
          }
        : {}),
    };
    await recordStaffAction(tx, actor, before ? "separation.changed" : "separation.recorded", subject(id), details, now);
  });
  return (await findSeparationWithRecorder(db, id))!;
}

export async function withdrawSeparation(context: ServiceContext, id: number): Promise<void> {
  const { db, actor, now } = context;
  const employee = await recordFor(db, actor.account.role, id);
  await refuseOwnRecord(db, actor, id, "employee_record", now);
  await db.transaction(async (tx) => {
    const { current } = await lockCurrent(tx, id);
    if (!current) throw new NotFoundError(separationMessages.none);
    await refuseFinalised(tx, [current.lastWorkingDay.slice(0, 7)]);
    await deleteSeparation(tx, id);
    const moved = await unsettleInTransaction(tx, id);
    const details = { employeeId: employee.employeeId, lastWorkingDay: current.lastWorkingDay, ...(moved.length > 0 ? { moved } : {}) };
    await recordStaffAction(tx, actor, "separation.withdrawn", subject(id), details, now);
  });
}
