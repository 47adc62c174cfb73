import { leaveMessages, type LeaveRequest } from "@/shared/contract/employee-portal";
import { leaveAdminMessages, type HrLeave } from "@/shared/contract/leave-admin";
import { businessDate } from "@/shared/domain/business-time";
import { refuseOwnRecord } from "../../auth/separation-of-duties";
import { ConflictError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import { refuseRecordOutOfHrReach } from "../employees/hr-reach";
import type { ServiceContext } from "../service-context";
import { announceHrCancellation, announceOwnCancellation } from "../staff-messages/leave-messages";
import { adjustForLeave } from "./finalised-months";
import { hrLeaveById, ownView, type Requester } from "./service";
import { cancelIfStatus, findLeave, ownCancellable } from "./store";

/**
 * Cancelling leave (docs/product.md sections 9.12 and 10.6.2): the person withdraws a pending request or an approved leave
 * that has not started; HR cancels any approved leave, with a reason. A cancelled leave no longer counts, so
 * its days return to the balance; on dates of a finalised month the loss of pay they now give is corrected
 * in the next draft month (finalised-months.ts). The change, its correction, its audit entry and the e-mails and
 * notifications it sends (docs/product.md section 11) are one transaction.
 */

/** POST /api/employee/leave-requests/{id}/cancel: someone else's request answers 404 like a missing one (no hint that it exists). */
export async function cancelOwnLeave(
  context: ServiceContext,
  { employee, id }: { employee: Requester; id: number },
): Promise<LeaveRequest> {
  const { db, actor, now: at, timeZone, mail } = context;
  const today = businessDate(at, timeZone);
  return db.transaction(async (tx) => {
    const leave = await findLeave(tx, id);
    if (!leave || leave.employeeRecordId !== employee.id) throw new NotFoundError(leaveAdminMessages.notFound);
    if (leave.status === "Approved" && !ownCancellable(leave, today)) throw new ConflictError(leaveMessages.started);
    if (!ownCancellable(leave, today)) throw new ConflictError(leaveMessages.notCancellable);
    const cancelled = await cancelIfStatus(tx, id, leave.status as "Pending" | "Approved");
    // Decided by HR in between: what the person asked no longer holds.
    if (!cancelled) throw new ConflictError(leaveMessages.notCancellable);
    const adjustments =
      leave.status === "Approved"
        ? await adjustForLeave(tx, cancelled, {
            today,
            timeZone,
            accountId: actor.account.id,
            reason: `Leave cancelled (${employee.employeeId}, request ${id})`,
          })
        : {};
    await announceOwnCancellation(tx, { leave: (await hrLeaveById(tx, id))!, wasApproved: leave.status === "Approved" }, mail);
    await recordStaffAction(
      tx,
      actor,
      "leave.cancelled",
      `leave:${id}`,
      { employeeId: employee.employeeId, wasApproved: leave.status === "Approved", ...adjustments },
      at,
    );
    return ownView(tx, cancelled, today);
  });
}

/**
 * POST /api/hr/leaves/{id}/cancel: HR or an admin cancels an approved leave, started or not, with a reason the
 * employee sees as HR's comment; one a manager approved is audited as an override (`leave.overridden`). An admin
 * account's leave only an admin cancels (HR's reach, docs/product.md section 9.9: 403). Nobody cancels their own
 * leave this way (separation of duties: refused and audited before any change).
 */
export async function cancelApprovedLeave(context: ServiceContext, { id, reason }: { id: number; reason: string }): Promise<HrLeave> {
  const { db, actor, now: at, timeZone, mail } = context;
  const leave = await findLeave(db, id);
  if (!leave) throw new NotFoundError(leaveAdminMessages.notFound);
  await refuseRecordOutOfHrReach(db, actor.account.role, leave.employeeRecordId, "leave");
  await refuseOwnRecord(db, actor, leave.employeeRecordId, "leave_balance", at);
  const accountId = actor.account.id;
  return db.transaction(async (tx) => {
    // Who approved it, read again next to the change (a manager may have decided since the first read).
    const approvedBy = (await findLeave(tx, id))?.decidedAs ?? null;
    const cancelled = await cancelIfStatus(tx, id, "Approved", { accountId, at, reason });
    if (!cancelled) throw new ConflictError(leaveAdminMessages.notApproved);
    const view = (await hrLeaveById(tx, id))!;
    const adjustments = await adjustForLeave(tx, cancelled, {
      today: businessDate(at, timeZone),
      timeZone,
      accountId,
      reason: `Leave cancelled by HR (${view.employeeId}, request ${id}): ${reason}`,
    });
    // A leave a manager approved, cancelled by HR, overrides the manager's decision (docs/product.md section 9.20).
    const overrode = approvedBy === "manager" ? { overrode: { status: "Approved", decidedAs: "manager" } } : {};
    const details = {
      employeeId: view.employeeId,
      leaveType: view.leaveType,
      startDate: view.startDate,
      endDate: view.endDate,
      reason,
      byHr: true,
      ...overrode,
      ...adjustments,
    };
    await announceHrCancellation(tx, { leave: view, reason, actorAccountId: accountId }, mail);
    await recordStaffAction(tx, actor, approvedBy === "manager" ? "leave.overridden" : "leave.cancelled", `leave:${id}`, details, at);
    return view;
  });
}
