import type { Role } from "@/shared/contract/auth";
import type { PayrollChecklist } from "@/shared/contract/payroll-checklist";
import type { PayrollRow } from "@/shared/contract/payroll";
import { businessDate } from "@/shared/domain/business-time";
import { monthRange } from "@/shared/domain/months";
import { netPayChangeFlagged } from "@/shared/domain/payroll/net-pay-change";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import type { EmployeeRow } from "../employees/records";
import { lastWorkingDaysOf, pendingCorrectionsIn, pendingLeaveTouching } from "./checklist-store";
import { payrollOf, payrollSeenBy } from "./service";
import { employeesOf, findRun } from "./store";

/**
 * The month-end check list (docs/product.md section 9.14): what could still move the month's figures or keep a
 * file from being accepted, for the people of its payroll as the signed-in user sees it (HR's leaves out admin
 * accounts, section 9.9), and the totals Finalise freezes. The records are read as they are now: what to fix before
 * finalising.
 */

const blank = (value: string | null | undefined) => !value?.trim();
const withoutBank = (record: EmployeeRow | undefined) =>
  blank(record?.accountNumberEncrypted) || blank(record?.ifscCode) || blank(record?.bankName);

export async function monthChecklist(db: Db, viewer: Role, month: string, today: string, timeZone: string): Promise<PayrollChecklist> {
  const payroll = await payrollSeenBy(db, viewer, await payrollOf(db, month, today, timeZone));
  const previousMonth = shiftDate(`${month}-01`, -1).slice(0, 7);
  const ids = payroll.rows.map((row) => row.employeeRecordId);
  const { from, to } = monthRange(month);
  const [leave, corrections, leaving, records, previous] = await Promise.all([
    pendingLeaveTouching(db, from, to, ids),
    pendingCorrectionsIn(db, from, to, ids),
    lastWorkingDaysOf(db, ids),
    employeesOf(db, payroll.rows),
    findRun(db, previousMonth),
  ]);
  const rows = new Map(payroll.rows.map((row) => [row.employeeRecordId, row]));
  const person = (employeeRecordId: number) => {
    const row = rows.get(employeeRecordId)!;
    return { employeeRecordId, employeeId: row.employeeId, name: row.name };
  };
  const who = (row: PayrollRow) => person(row.employeeRecordId);
  const items = payroll.rows.flatMap((row) =>
    row.items.map((item) => ({ ...who(row), itemId: item.id, kind: item.kind, description: item.description, amount: item.amount })),
  );
  // A leaver's last working day is the recorded separation's, else the business date of the deactivation (a record
  // deactivated in Employees without a separation): either way the day their service ended.
  const lastDayOf = (employeeRecordId: number) => {
    const deactivatedAt = records.get(employeeRecordId)?.deactivatedAt;
    return leaving.get(employeeRecordId) ?? (deactivatedAt ? businessDate(deactivatedAt, timeZone) : undefined);
  };
  const before = new Map((previous?.payroll.rows ?? []).map((row) => [row.employeeRecordId, row.netPay]));

  return {
    month,
    status: payroll.status,
    pendingLeave: leave.map(({ employeeRecordId, ...request }) => ({ ...person(employeeRecordId), ...request })),
    pendingCorrections: corrections.map(({ employeeRecordId, ...request }) => ({ ...person(employeeRecordId), ...request })),
    joiners: payroll.rows.flatMap((row) => {
      const joined = records.get(row.employeeRecordId)?.dateOfJoining;
      return joined && joined >= from && joined <= to ? [{ ...who(row), dateOfJoining: joined }] : [];
    }),
    leavers: payroll.rows
      .flatMap((row) => {
        const lastWorkingDay = lastDayOf(row.employeeRecordId);
        return lastWorkingDay && lastWorkingDay >= from && lastWorkingDay <= to ? [{ ...who(row), lastWorkingDay }] : [];
      })
      .sort((a, b) => a.lastWorkingDay.localeCompare(b.lastWorkingDay)),
    arrears: items.filter((item) => item.kind === "arrears").map(({ kind: _kind, ...item }) => item),
    payItems: items.filter((item) => item.kind !== "arrears"),
    withoutBankDetails: payroll.rows.filter((row) => row.netPay > 0 && withoutBank(records.get(row.employeeRecordId))).map(who),
    withoutUan: payroll.rows
      .filter((row) => records.get(row.employeeRecordId)?.pfMember && blank(records.get(row.employeeRecordId)?.uan))
      .map(who),
    withoutEsiNumber: payroll.rows.filter((row) => row.esiCovered && blank(records.get(row.employeeRecordId)?.esiIpNumber)).map(who),
    previousMonth: previous ? previousMonth : null,
    netPayChanges: payroll.rows.flatMap((row) => {
      const was = before.get(row.employeeRecordId);
      if (was === undefined || !netPayChangeFlagged(was, row.netPay)) return [];
      return [{ ...who(row), previous: was, current: row.netPay, change: row.netPay - was }];
    }),
    totals: payroll.totals,
    adminAccountsLeftOut: payroll.adminAccountsLeftOut ?? 0,
  };
}
