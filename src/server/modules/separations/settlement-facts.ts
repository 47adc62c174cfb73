import { daysInMonth } from "@/shared/domain/months";
import { payDivisor } from "@/shared/domain/payroll/loss-of-pay";
import { estimatedSalary, monthlyGross } from "@/shared/domain/payroll/salary";
import { settlement, type Settlement } from "@/shared/domain/payroll/settlement/settlement";
import type { Db } from "../../db/client";
import type { EmployeeRow } from "../employees/records";
import { balancesAsOf } from "../leave/service";
import type { NewPayItem } from "../pay-items/store";
import { loadSettings } from "../settings/store";
import { separationsEndingIn, type SeparationFields } from "./store";

/**
 * A leaver's settlement from their record (docs/product.md section 10.6.4): the last salary structure (or the
 * standard estimate), the earned leave left on the last working day, and the payroll's divisor for the last
 * month; the rules are in src/shared/domain/payroll/settlement/. Kept as JSON in `separations.settlement`
 * (settle.ts), so every field is plain data.
 */

export interface SettlementFacts {
  result: Settlement;
  basic: number;
  gross: number;
  estimated: boolean;
  /** Whether a date of joining was on record (no service is counted without it). */
  joiningKnown: boolean;
  payDivisor: number;
  earnedLeaveLeft: number;
  /** The month it is paid in: the last working day's. */
  month: string;
}

type Case = Pick<SeparationFields, "noticeDate" | "lastWorkingDay" | "noticePeriodDays" | "noticeShortfall" | "encashmentDivisor">;

/** Reads one after another: it runs inside the settlement's transaction (docs/architecture.md section 5). */
export async function settlementFacts(db: Db, employee: EmployeeRow, separation: Case): Promise<SettlementFacts> {
  const salary = employee.hasSalaryData ? employee : estimatedSalary();
  const month = separation.lastWorkingDay.slice(0, 7);
  const settings = await loadSettings(db);
  const balances = await balancesAsOf(db, employee.id, separation.lastWorkingDay);
  const earnedLeaveLeft = balances.balances.find((balance) => balance.leaveType === "vacation")?.remaining ?? 0;
  const divisor = payDivisor(settings.payDayBasis, daysInMonth(month));
  const basic = salary.basicSalary;
  const gross = monthlyGross(salary);
  const { noticeDate, lastWorkingDay, noticePeriodDays, noticeShortfall, encashmentDivisor } = separation;
  const result = settlement({
    joined: employee.dateOfJoining ?? separation.lastWorkingDay,
    noticeDate,
    lastWorkingDay,
    noticePeriodDays,
    noticeShortfall,
    encashmentDivisor,
    basic,
    gross,
    payDivisor: divisor,
    earnedLeaveLeft,
  });
  return {
    result,
    basic,
    gross,
    estimated: !employee.hasSalaryData,
    joiningKnown: employee.dateOfJoining !== null,
    payDivisor: divisor,
    earnedLeaveLeft,
    month,
  };
}

/**
 * The earned-leave days each leaver of `month` is paid for in the settlement (the figures kept: settle.ts stores them
 * when the month is finalised, and they are read for finalised months only): used up, so the payslip's leave
 * balance leaves them out (payroll/payslip-leave.ts). None without an encashment line (nothing was paid for them).
 */
export async function encashedLeaveDays(db: Db, month: string): Promise<Map<number, number>> {
  const encashed = new Map<number, number>();
  for (const separation of await separationsEndingIn(db, month)) {
    const facts = separation.settlement as SettlementFacts | null;
    if (facts?.result.lines.some((line) => line.kind === "leave_encashment"))
      encashed.set(separation.employeeRecordId, facts.result.leaveEncashment.days);
  }
  return encashed;
}

/**
 * The settlement as pay items of the last month (src/server/modules/pay-items/store.ts): an earning with an
 * exempt and a taxable part becomes two items, so TDS counts only the taxable one. PF and ESI wages are 0.
 */
export function settlementItems(employeeRecordId: number, facts: SettlementFacts, accountId: number | null): NewPayItem[] {
  return facts.result.lines.flatMap((line) => {
    const base = {
      employeeRecordId,
      month: facts.month,
      kind: line.kind,
      pfWage: 0,
      esiWage: 0,
      reason: line.computation,
      createdByAccountId: accountId,
    };
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
