import type { FastifyRequest } from "fastify";
import { lastDayOf, payrollMessages, type PayrollMonth } from "@/shared/contract/payroll";
import { staffOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { ConflictError, FieldError } from "../../http/errors";
import type { MailSettings } from "../../mail/template";
import { recordStaffAction } from "../audit/store";
import { computePayroll } from "./compute";
import { announcePayslips } from "./payslip-ready-mail";
import { findRun, insertRun } from "./store";

/**
 * The payroll's rules (docs/product.md section 9.14): a month is a draft computed from attendance, leave and salary
 * records (compute.ts) until HR finalises it, then the frozen figures; payslips only for a finalised month.
 */

const notBegun = (month: string, today: string) => {
  if (month > today.slice(0, 7)) throw new FieldError("month", payrollMessages.futureMonth);
};

/** The month's frozen figures, or a draft; 400 for a month that has not begun. */
export async function payrollOf(db: Db, month: string, today: string, timeZone: string): Promise<PayrollMonth> {
  notBegun(month, today);
  return (await findRun(db, month))?.payroll ?? computePayroll(db, month, today, timeZone);
}

/**
 * Freezes a month's figures as computed now, once (the primary key decides: 409 for the second HR user),
 * and not before the month's last day (business date): absences on the days left would never be deducted.
 * The frozen month, its audit entry and the payslip-ready e-mails and notifications (docs/product.md section 11)
 * are one transaction: no finalised month without its entry and its messages. `mail` null sends none (the demo's
 * history, finalised long ago).
 */
export async function finaliseMonth(
  db: Db,
  request: FastifyRequest,
  month: string,
  today: string,
  timeZone: string,
  at: Date,
  mail: MailSettings | null,
): Promise<PayrollMonth> {
  notBegun(month, today);
  if (today < lastDayOf(month)) throw new ConflictError(payrollMessages.finaliseFrom(month));
  const draft = await computePayroll(db, month, today, timeZone);
  await db.transaction(async (tx) => {
    if (!(await insertRun(tx, draft, staffOf(request).account.id, at))) throw new ConflictError(payrollMessages.alreadyFinalised(month));
    if (mail) await announcePayslips(tx, month, mail);
    await recordStaffAction(tx, request, "payroll.finalised", `payroll:${month}`, { employees: draft.rows.length, totalMonthly: draft.totals.totalMonthly }, at);
  });
  return (await findRun(db, month))!.payroll;
}
