import { longMonth } from "@/shared/contract/payroll";
import type { SettlementRecord } from "@/shared/contract/separation";
import { daysInMonth } from "@/shared/domain/months";
import { payDivisor } from "@/shared/domain/payroll/loss-of-pay";
import { estimatedSalary, monthlyGross } from "@/shared/domain/payroll/salary";
import { describeService } from "@/shared/domain/payroll/settlement/service-length";
import { settlement, type Settlement } from "@/shared/domain/payroll/settlement/settlement";
import { fullName } from "@/shared/domain/person-name";
import type { Db } from "../../db/client";
import type { EmployeeRow } from "../employees/records";
import { balancesAsOf } from "../leave/service";
import type { NewPayItem } from "../pay-items/store";
import { finalisedAmong } from "../pay-items/store";
import { payrollOf } from "../payroll/service";
import { loadSettings } from "../settings/store";
import type { SeparationFields, SeparationRow } from "./store";

/**
 * A leaver's settlement from their record (docs/product.md section 10.6.4): the last salary structure (or the
 * standard estimate), the earned leave left on the last working day, and the payroll's divisor for the last
 * month; the rules are in src/shared/domain/payroll/settlement/.
 */

export interface SettlementFacts {
  result: Settlement;
  basic: number;
  gross: number;
  estimated: boolean;
  payDivisor: number;
  earnedLeaveLeft: number;
  /** The month it is paid in: the last working day's. */
  month: string;
}

type Case = Pick<SeparationFields, "noticeDate" | "lastWorkingDay" | "noticePeriodDays" | "noticeShortfall" | "encashmentDivisor">;

export async function settlementFacts(db: Db, employee: EmployeeRow, separation: Case): Promise<SettlementFacts> {
  const salary = employee.hasSalaryData ? employee : estimatedSalary();
  const month = separation.lastWorkingDay.slice(0, 7);
  const [settings, balances] = await Promise.all([loadSettings(db), balancesAsOf(db, employee.id, separation.lastWorkingDay)]);
  const earnedLeaveLeft = balances.balances.find((balance) => balance.leaveType === "vacation")?.remaining ?? 0;
  const divisor = payDivisor(settings.payDayBasis, daysInMonth(month));
  const basic = salary.basicSalary;
  const gross = monthlyGross(salary);
  const result = settlement({
    joined: employee.dateOfJoining ?? separation.lastWorkingDay,
    ...separation,
    basic,
    gross,
    payDivisor: divisor,
    earnedLeaveLeft,
  });
  return { result, basic, gross, estimated: !employee.hasSalaryData, payDivisor: divisor, earnedLeaveLeft, month };
}

/**
 * The settlement as pay items of the last month (src/server/modules/pay-items/store.ts): an earning with an
 * exempt and a taxable part becomes two items, so TDS counts only the taxable one. PF and ESI wages are 0.
 */
export function settlementItems(employeeRecordId: number, facts: SettlementFacts, accountId: number | null): NewPayItem[] {
  return facts.result.lines.flatMap((line) => {
    const base = { employeeRecordId, month: facts.month, kind: line.kind, pfWage: 0, esiWage: 0, reason: line.computation, createdByAccountId: accountId };
    const parts: [amount: number, taxable: boolean, suffix: string][] =
      line.direction === "deduction"
        ? [[line.amount, false, ""]]
        : line.exempt > 0 && line.taxable > 0
          ? [
              [line.exempt, false, " (exempt)"],
              [line.taxable, true, " (taxable)"],
            ]
          : [[line.amount, line.taxable > 0, ""]];
    return parts.map(([amount, taxable, suffix]) => ({ ...base, amount, taxable, description: `${line.label}${suffix}` }));
  });
}

/** The settlement with every figure and how it was computed, and the last month's payroll row when that month has begun. */
export async function settlementRecord(
  db: Db,
  employee: EmployeeRow,
  separation: SeparationRow & { recordedBy: string | null },
  today: string,
  timeZone: string,
): Promise<SettlementRecord> {
  const facts = await settlementFacts(db, employee, separation);
  const { result } = facts;
  const monthFinalised = (await finalisedAmong(db, [facts.month])).has(facts.month);
  const notes: string[] = [];
  let lastMonth: SettlementRecord["lastMonth"] = null;
  if (facts.month <= today.slice(0, 7)) {
    const payroll = await payrollOf(db, facts.month, today, timeZone);
    const row = payroll.rows.find((candidate) => candidate.employeeRecordId === employee.id);
    if (row) {
      lastMonth = {
        month: facts.month,
        status: payroll.status,
        paidDays: row.paidDays,
        lopDays: row.lopDays,
        earnedGross: row.earnedGross,
        itemEarnings: row.itemEarnings,
        itemDeductions: row.itemDeductions,
        totalDeductions: row.totalDeductions,
        incomeTax: row.deductions.incomeTax,
        netPay: row.netPay,
      };
    }
  } else {
    notes.push(`The salary for ${longMonth(facts.month)} is computed by the payroll once that month begins.`);
  }
  if (facts.estimated) notes.push("No salary structure on record: the standard estimate is used.");
  if (!employee.dateOfJoining) notes.push("No date of joining on record: no service is counted.");
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
