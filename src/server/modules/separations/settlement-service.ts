import { longMonth } from "@/shared/contract/payroll";
import { separationMessages, type SettlementRecord } from "@/shared/contract/separation";
import { payItemDirection } from "@/shared/domain/payroll/pay-items";
import { describeService } from "@/shared/domain/payroll/settlement/service-length";
import { fullName } from "@/shared/domain/person-name";
import { notEmployedDaysOf } from "@/shared/domain/payroll/loss-of-pay";
import { businessDate } from "@/shared/domain/business-time";
import type { Db } from "../../db/client";
import { NotFoundError } from "../../http/errors";
import type { EmployeeRow } from "../employees/records";
import { finalisedAmong } from "../pay-items/store";
import { payrollOf } from "../payroll/service";
import { itemsPaidIn, separationSource, settlementOf } from "./settlement-month";
import type { ServiceContext } from "../service-context";
import type { SeparationRow } from "./store";

/**
 * The settlement preview and statement's record (docs/product.md section 9.14.4): the settlement as its records give
 * it now (settlement-month.ts, the derivation the month's payroll reads, so the two cannot disagree; as stored once
 * the month is finalised), the person's other items of the month, and the month's payroll row. Reads only.
 */

/** The person's other items of the settlement month: HR's one-off items, an advance's recoveries, corrections. */
async function otherItems(db: Db, employeeRecordId: number, month: string): Promise<SettlementRecord["otherItems"]> {
  const items = await itemsPaidIn(db, month);
  return items
    .filter((item) => item.employeeRecordId === employeeRecordId && item.source !== separationSource(employeeRecordId))
    .map((item) => ({
      kind: item.kind,
      description: item.description,
      direction: payItemDirection(item.kind),
      amount: item.amount,
      taxable: item.taxable,
      movedFromMonth: item.movedFromMonth,
    }));
}

/** The settlement with every figure and how it was computed, and the last month's payroll row when that month has begun. */
export async function settlementRecord(
  { db, now, timeZone }: ServiceContext,
  employee: EmployeeRow,
  separation: SeparationRow & { recordedBy: string | null },
): Promise<SettlementRecord> {
  const today = businessDate(now, timeZone);
  const month = separation.lastWorkingDay.slice(0, 7);
  const payroll = month <= today.slice(0, 7) ? await payrollOf(db, month, today, timeZone) : null;
  const facts = await settlementOf(db, separation);
  // No such person (the record was read by the caller): no settlement.
  if (!facts) throw new NotFoundError(separationMessages.none);
  const { result } = facts;
  const others = await otherItems(db, employee.id, month);
  const monthFinalised = (await finalisedAmong(db, [month])).has(month);
  const notes: string[] = [];
  const row = payroll?.rows.find((candidate) => candidate.employeeRecordId === employee.id);
  const lastMonth: SettlementRecord["lastMonth"] =
    payroll && row
      ? {
          month,
          status: payroll.status,
          paidDays: row.paidDays,
          // The row's loss-of-pay days count the days outside the service too (its deduction pays only the days
          // employed); its NCP days are those within the service: absences and leave without pay.
          lopDays: row.ncpDays,
          notEmployedDays: notEmployedDaysOf(row),
          earnedGross: row.earnedGross,
          itemEarnings: row.itemEarnings,
          itemDeductions: row.itemDeductions,
          grossPay: row.grossPay,
          totalDeductions: row.totalDeductions,
          incomeTax: row.deductions.incomeTax,
          netPay: row.netPay,
          recoverable: row.recoverable,
        }
      : null;
  if (!payroll) notes.push(`The salary for ${longMonth(month)} is computed by the payroll once that month begins.`);
  if (facts.estimated) notes.push("No salary structure on record: the standard estimate is used.");
  if (!facts.joiningKnown) notes.push("No date of joining on record: no service is counted.");
  return {
    separation: toSeparation(separation),
    employee: {
      employeeId: employee.employeeId,
      name: fullName(employee),
      designation: employee.designation ?? "",
      department: employee.department ?? "",
      dateOfJoining: employee.dateOfJoining,
    },
    service: { ...result.service, text: describeService(result.service) },
    basic: facts.basic,
    gross: facts.gross,
    estimated: facts.estimated,
    payDivisor: facts.payDivisor,
    earnedLeaveLeft: facts.earnedLeaveLeft,
    noticeServedDays: result.notice.served,
    noticeShortfallDays: result.notice.shortfallDays,
    gratuityYears: result.gratuity.years,
    month: facts.month,
    monthFinalised,
    lines: result.lines,
    net: result.net,
    otherItems: others,
    otherItemsNet: others.reduce((sum, item) => sum + (item.direction === "earning" ? item.amount : -item.amount), 0),
    lastMonth,
    notes,
  };
}

export function toSeparation(row: SeparationRow & { recordedBy: string | null }): SettlementRecord["separation"] {
  return {
    employeeRecordId: row.employeeRecordId,
    kind: row.kind,
    noticeDate: row.noticeDate,
    lastWorkingDay: row.lastWorkingDay,
    noticePeriodDays: row.noticePeriodDays,
    noticeShortfall: row.noticeShortfall,
    encashmentDivisor: row.encashmentDivisor,
    reason: row.reason,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: row.recordedBy,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}
