import { insufficientBalanceMessage, leaveAdminMessages, type HrLeave, type LeaveDecider } from "@/shared/contract/leave-admin";
import { managerAdminAccountLeaveMessage, managerBalanceMessage } from "@/shared/contract/team";
import { businessDate } from "@/shared/domain/business-time";
import { ownRecordMessage, refuseOwnRecord } from "../../auth/separation-of-duties";
import { ConflictError, HttpError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import { refuseRecordOutOfHrReach, refuseRecordOutOfReach } from "../employees/hr-reach";
import { announceLeaveDecision } from "../staff-messages/leave-messages";
import { withinManagerReach } from "../reporting-lines/manager-reach";
import type { ServiceContext } from "../service-context";
import { adjustForLeave } from "./finalised-months";
import { decideLeave, hrLeaveById } from "./service";
import { findLeave } from "./store";

/** A decision on leave request `id`: approve or reject, with the decider's comment, as HR or as the manager. */
export interface LeaveDecisionInput {
  id: number;
  status: "Approved" | "Rejected";
  comment: string;
  /** HR only: approve beyond the balance (audited as such). */
  override?: boolean;
  as: LeaveDecider;
}

/**
 * A decision on a leave request through the API (docs/product.md sections 9.12 and 9.20), by HR (hr or
 * admin: any request) or by the person's reporting manager (`as` "manager": only their active direct
 * reports', else 404 as if there were none; never beyond the balance). An admin account's request is an admin's to
 * decide, as HR or as its manager (HR's reach, docs/product.md section 9.9: 403). Nobody decides their own request:
 * refused and audited before any change (separation of duties). The decision and its audit entry are one
 * transaction: never one without the other. An approval on dates of a finalised month also writes, in that
 * transaction, the loss of pay it gives back to the next draft month (pay-items/lop-adjustment.ts), listed
 * in the audit entry. HR approving a request a manager rejected is an override, audited `leave.overridden`.
 * The person is told of the decision by e-mail and notification in that transaction too (docs/product.md section 11).
 */
export async function decideLeaveRequest(context: ServiceContext, input: LeaveDecisionInput): Promise<HrLeave> {
  const { db, actor, now: at, timeZone, mail } = context;
  const { id, status, comment, as } = input;
  const { account } = actor;
  const override = as === "hr" && input.override === true;
  const leave = await findLeave(db, id);
  if (!leave) throw new NotFoundError(leaveAdminMessages.notFound);
  if (as === "hr") await refuseRecordOutOfHrReach(db, account.role, leave.employeeRecordId, "leave");
  await refuseOwnRecord(db, actor, leave.employeeRecordId, "leave_decision", at);
  if (as === "manager") {
    if (!(await withinManagerReach(db, account.employee, leave.employeeRecordId))) throw new NotFoundError(leaveAdminMessages.notFound);
    await refuseRecordOutOfReach(db, account.role, leave.employeeRecordId, managerAdminAccountLeaveMessage);
  }
  return db.transaction(async (tx) => {
    const result = await decideLeave(tx, {
      id,
      status,
      comment: comment || null,
      override,
      actor: { accountId: account.id, employeeRecordId: account.employee?.id ?? null, as },
      at,
    });
    switch (result.kind) {
      case "missing":
        throw new NotFoundError(leaveAdminMessages.notFound);
      case "own":
        // Already refused above; kept as the transaction's own guard.
        throw new HttpError(403, ownRecordMessage);
      case "decided":
        throw new ConflictError(leaveAdminMessages.alreadyDecided);
      case "clash":
        throw new ConflictError(leaveAdminMessages.askedAgain);
      case "too-long":
        throw new ConflictError(leaveAdminMessages.tooLongToApprove);
      case "short": {
        const { year, remaining, needed } = result.shortfall;
        const message = as === "manager" ? managerBalanceMessage : insufficientBalanceMessage;
        throw new ConflictError(message(result.leaveType, year, remaining, needed));
      }
    }
    const view = (await hrLeaveById(tx, result.leave.id))!;
    const adjustments =
      status === "Approved"
        ? await adjustForLeave(tx, result.leave, {
            today: businessDate(at, timeZone),
            timeZone,
            accountId: account.id,
            reason: `Leave approved (${view.employeeId}, request ${view.id})`,
          })
        : {};
    // `override` marks an approval beyond the balance, with what was left: the audit shows who chose to.
    const beyond = status === "Approved" && override && result.shortfall ? { override: true, remaining: result.shortfall.remaining } : {};
    // The manager's rejection this approval overrides: who, when and why.
    const overrode = result.overrode
      ? {
          overrode: {
            status: result.overrode.status,
            decidedAs: "manager",
            byAccountId: result.overrode.decidedByAccountId,
            at: result.overrode.decidedAt?.toISOString() ?? null,
            comment: result.overrode.comment,
          },
        }
      : {};
    const details = {
      employeeId: view.employeeId,
      leaveType: view.leaveType,
      workingDays: result.workingDays,
      decidedAs: as,
      ...beyond,
      ...overrode,
      ...adjustments,
    };
    const event = result.overrode ? "leave.overridden" : status === "Approved" ? "leave.approved" : "leave.rejected";
    await announceLeaveDecision(tx, view, mail);
    await recordStaffAction(tx, actor, event, `leave:${view.id}`, details, at);
    return view;
  });
}
