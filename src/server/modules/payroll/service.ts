import type { Role } from "@/shared/contract/auth";
import { payrollMessages, type PayrollMonth } from "@/shared/contract/payroll";
import { figuresChangedMessage, type ExpectedTotals } from "@/shared/contract/payroll-checklist";
import { businessDate } from "@/shared/domain/business-time";
import { byDepartment, payrollTotals } from "@/shared/domain/payroll/payroll-totals";
import type { Db } from "../../db/client";
import { ConflictError, FieldError } from "../../http/errors";
import type { MailSettings } from "../../mail/template";
import { recordStaffAction } from "../audit/store";
import { withinHrReach } from "../employees/hr-reach";
import { accountRolesOf } from "../payroll-payment/store";
import { settleMonthInTransaction } from "../separations/settle";
import type { ServiceContext } from "../service-context";
import { computePayroll } from "./compute";
import { finaliseBlockerOf } from "./finalise-order";
import { freezeLeaveBalances } from "./payslip-leave";
import { announcePayslips } from "./payslip-ready-mail";
import { findRun, insertRun, serialiseFinalising } from "./store";

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
 * The month as the signed-in user may see it (employees/hr-reach.ts, docs/product.md section 9.9): an HR user's
 * leaves out the rows of admin accounts, with the totals and departments of the rows shown and the count left out;
 * an admin's is the whole month. The payroll list, its CSVs and the payslips PDF all show this.
 */
export async function payrollSeenBy(db: Db, viewer: Role, payroll: PayrollMonth): Promise<PayrollMonth> {
  const roles = await accountRolesOf(
    db,
    payroll.rows.map((row) => row.employeeRecordId),
  );
  const { rows, adminAccountsLeftOut } = withinHrReach(viewer, payroll.rows, (row) => {
    const role = roles.get(row.employeeRecordId);
    return role ? { role } : null;
  });
  if (adminAccountsLeftOut === 0) return { ...payroll, adminAccountsLeftOut };
  return { ...payroll, adminAccountsLeftOut, rows, totals: payrollTotals(rows), byDepartment: byDepartment(rows) };
}

/**
 * Freezes a month's figures as computed now, once (the primary key decides: 409 for the second HR user),
 * and not before the month's last day (business date): absences on the days left would never be deducted.
 * The frozen month, its audit entry and the payslip-ready e-mails and notifications (docs/product.md section 11)
 * are one transaction: no finalised month without its entry and its messages. `mail` null sends none (the demo's
 * history, finalised long ago). `expected`, the totals the user's confirmation showed (section 9.14), must be the fresh
 * draft's as that user sees it: otherwise 409, nothing frozen.
 */
export async function finaliseMonth(
  context: Omit<ServiceContext, "mail"> & { mail: MailSettings | null },
  { month, expected }: { month: string; expected?: ExpectedTotals },
): Promise<PayrollMonth> {
  const { db, actor, now, timeZone, mail } = context;
  const today = businessDate(now, timeZone);
  notBegun(month, today);
  // In order, from the month's last day, never a month paid outside the product (finalise-order.ts).
  const blocked = await finaliseBlockerOf(db, month, today);
  if (blocked) throw new ConflictError(blocked);
  await db.transaction(async (tx) => {
    // Again under the lock Finalise, opening figures and separations share: two months finalised at once, or opening
    // figures saved meanwhile, cannot leave a gap or an overlap. The draft is computed under it too, so a separation
    // recorded, changed or withdrawn meanwhile is either in the frozen figures or refused (its month finalised).
    await serialiseFinalising(tx);
    const nowBlocked = await finaliseBlockerOf(tx, month, today);
    if (nowBlocked) throw new ConflictError(nowBlocked);
    // The month's settlements are stored as the draft derives them (separations/settle.ts): the frozen month, its items
    // and the figures the preview and the statement show of it agree.
    await settleMonthInTransaction(tx, month);
    const draft = await computePayroll(tx, month, today, timeZone);
    if (expected) {
      const { totals } = await payrollSeenBy(tx, actor.account.role, draft);
      if (
        totals.employeeCount !== expected.employeeCount ||
        totals.totalGross !== expected.totalGross ||
        totals.totalNet !== expected.totalNet
      ) {
        throw new ConflictError(figuresChangedMessage);
      }
    }
    if (!(await insertRun(tx, draft, actor.account.id, now))) throw new ConflictError(payrollMessages.alreadyFinalised(month));
    // The payslips' leave balances are frozen with the figures: a later leave decision does not change them.
    await freezeLeaveBalances(tx, draft);
    if (mail) await announcePayslips(tx, month, mail);
    await recordStaffAction(
      tx,
      actor,
      "payroll.finalised",
      `payroll:${month}`,
      { employees: draft.rows.length, totalMonthly: draft.totals.totalMonthly },
      now,
    );
  });
  // The whole month is frozen, whoever finalises it (the month is the company's); the answer is as the user may see it.
  return payrollSeenBy(db, actor.account.role, (await findRun(db, month))!.payroll);
}
