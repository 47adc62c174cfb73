import { paidOnProblem, paymentMessages, type PaidMonth } from "@/shared/contract/payroll-payment";
import { businessDate } from "@/shared/domain/business-time";
import { ConflictError, FieldError } from "../../http/errors";
import type { MailSettings } from "../../mail/template";
import { recordStaffAction } from "../audit/store";
import type { ServiceContext } from "../service-context";
import { announcePayment } from "../payroll/payslip-ready-mail";
import { findPaidState, markRunPaid } from "./store";

/**
 * Marks a finalised month paid with the date the salaries were paid (docs/product.md section 9.14.1):
 * - only a finalised month (409): the amounts paid are the frozen ones;
 * - once (409 the second time): the date is part of the audit trail, so it is not silently overwritten;
 * - the date from the day the month was finalised to today (business dates; 400 under `paidOn`): the amounts paid are
 *   the frozen ones, which did not exist before.
 * The paid state, its audit entry and the e-mails and notifications telling each person the payment date (docs/product.md
 * section 11) are one transaction, at the context's `now`. A context whose `mail` is null sends none (the demo's history,
 * paid long ago).
 */
export async function markPaid(
  context: Omit<ServiceContext, "mail"> & { mail: MailSettings | null },
  { month, paidOn }: { month: string; paidOn: string },
): Promise<PaidMonth> {
  const { db, actor, now: at, timeZone, mail } = context;
  const today = businessDate(at, timeZone);
  const state = await findPaidState(db, month);
  if (!state) throw new ConflictError(paymentMessages.notFinalised(month));
  if (state.paidOn) throw new ConflictError(paymentMessages.alreadyPaid(month, state.paidOn));
  const problem = paidOnProblem(businessDate(state.finalisedAt, timeZone), paidOn, today);
  if (problem) throw new FieldError("paidOn", problem);
  await db.transaction(async (tx) => {
    if (!(await markRunPaid(tx, month, paidOn, actor.account.id, at))) {
      // Someone else marked it paid between the read and this update.
      const now = await findPaidState(tx, month);
      throw new ConflictError(paymentMessages.alreadyPaid(month, now?.paidOn ?? paidOn));
    }
    if (mail) await announcePayment(tx, month, paidOn, mail);
    await recordStaffAction(tx, actor, "payroll.paid", `payroll:${month}`, { paidOn }, at);
  });
  const paid = (await findPaidState(db, month))!;
  return { month, paidOn: paid.paidOn!, paidAt: paid.paidAt!.toISOString(), paidBy: paid.paidBy };
}
