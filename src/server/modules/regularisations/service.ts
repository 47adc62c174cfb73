import {
  CORRECTION_REQUEST_DAYS,
  regularisationMessages,
  type CorrectionDecider,
  type Regularisation,
  type RegularisationInput,
} from "@/shared/contract/regularisations";
import { businessDate } from "@/shared/domain/business-time";
import { shiftDate } from "@/shared/domain/working-time";
import { refuseOwnRecord } from "../../auth/separation-of-duties";
import { ConflictError, FieldError, NotFoundError } from "../../http/errors";
import { applyCorrection } from "../attendance/correction";
import { employedOn } from "../attendance/grid";
import { recordStaffAction } from "../audit/store";
import { refuseRecordOutOfHrReach, refuseRecordOutOfReach } from "../employees/hr-reach";
import type { EmployeeRow } from "../employees/records";
import { announceCorrectionDecision, announceCorrectionRequest } from "../staff-messages/correction-messages";
import { withinManagerReach } from "../reporting-lines/manager-reach";
import type { ServiceContext } from "../service-context";
import { cancelIfPending, decideIfOpen, findRegularisation, findRow, insertUnlessPending, lockRow } from "./store";

/**
 * The rules of attendance correction requests (docs/product.md section 9.20): who may ask for which day, who
 * may decide, and an approval that applies the correction as HR's own, in one transaction with both audit
 * entries.
 */

const subject = (id: number) => `correction:${id}`;

/**
 * A past day of the last 30, on which the person was employed; one pending request per day. The HR users and the
 * reporting manager are told by e-mail and notification in the request's transaction (docs/product.md section 11).
 */
export async function requestCorrection(
  context: ServiceContext,
  { employee, input }: { employee: EmployeeRow; input: RegularisationInput & { checkOut: string } },
): Promise<Regularisation> {
  const { db, actor, now, timeZone, mail } = context;
  const today = businessDate(now, timeZone);
  if (input.date >= today) throw new FieldError("date", regularisationMessages.notPast);
  if (input.date < shiftDate(today, -CORRECTION_REQUEST_DAYS)) throw new FieldError("date", regularisationMessages.tooOld);
  if (!employedOn(employee, input.date, timeZone)) throw new FieldError("date", regularisationMessages.notEmployed);
  const id = await db.transaction(async (tx) => {
    const row = await insertUnlessPending(tx, {
      employeeRecordId: employee.id,
      date: input.date,
      checkIn: input.checkIn,
      checkOut: input.checkOut || null,
      reason: input.reason,
      createdAt: now,
    });
    if (!row) throw new ConflictError(regularisationMessages.pending, "date");
    await announceCorrectionRequest(tx, (await findRegularisation(tx, row.id))!, mail);
    await recordStaffAction(
      tx,
      actor,
      "attendance.correction_requested",
      subject(row.id),
      { employeeRecordId: employee.id, date: row.date, checkIn: row.checkIn, checkOut: row.checkOut },
      now,
    );
    return row.id;
  });
  return (await findRegularisation(db, id))!;
}

/** One's own pending request; someone else's is not found. */
export async function cancelOwnCorrection(
  context: ServiceContext,
  { employeeRecordId, id }: { employeeRecordId: number; id: number },
): Promise<Regularisation> {
  const { db, actor, now } = context;
  const row = await findRow(db, id);
  if (!row || row.employeeRecordId !== employeeRecordId) throw new NotFoundError(regularisationMessages.notFound);
  await db.transaction(async (tx) => {
    const cancelled = await cancelIfPending(tx, id, employeeRecordId, now);
    if (!cancelled) throw new ConflictError(regularisationMessages.notPending);
    await recordStaffAction(tx, actor, "attendance.correction_cancelled", subject(id), { employeeRecordId, date: cancelled.date }, now);
  });
  return (await findRegularisation(db, id))!;
}

export interface CorrectionDecision {
  status: "Approved" | "Rejected";
  comment: string;
  /** HR only: approve a request a manager rejected. */
  override?: boolean;
}

/**
 * Decides a request as the person's manager or as HR. Unknown, or (for a manager) not a direct report's:
 * 404. An admin account's, as HR or as its manager: 403 unless an admin decides (HR's reach, docs/product.md section 9.9). One's
 * own: 403, audited. No longer open: 409. An approval applies the times through HR's correction
 * (the 90-day window, employment and time checks included) in the same transaction as the decision and
 * both audit entries, so a refused correction leaves the request pending. The person is told by e-mail and
 * notification in that transaction too (docs/product.md section 11).
 */
export async function decideCorrection(
  context: ServiceContext,
  { id, decision, as }: { id: number; decision: CorrectionDecision; as: CorrectionDecider },
): Promise<Regularisation> {
  const { db, actor, now, mail } = context;
  const { account } = actor;
  const row = await findRow(db, id);
  if (!row) throw new NotFoundError(regularisationMessages.notFound);
  if (as === "manager" && !(await withinManagerReach(db, account.employee, row.employeeRecordId))) {
    throw new NotFoundError(regularisationMessages.notFound);
  }
  if (as === "hr") await refuseRecordOutOfHrReach(db, account.role, row.employeeRecordId, "attendance");
  else await refuseRecordOutOfReach(db, account.role, row.employeeRecordId, regularisationMessages.managerAdminAccount);
  await refuseOwnRecord(db, actor, row.employeeRecordId, "attendance", now);
  const overrideManager = as === "hr" && decision.status === "Approved" && decision.override === true;
  await db.transaction(async (tx) => {
    // Held until the end: what the row said before the decision is what this decision overrides, if anything.
    const before = await lockRow(tx, id);
    const decided = await decideIfOpen(tx, id, {
      status: decision.status,
      comment: decision.comment || null,
      accountId: account.id,
      as,
      at: now,
      overrideManager,
    });
    if (!before || !decided) throw new ConflictError(regularisationMessages.alreadyDecided);
    const overrode =
      before.status === "Rejected"
        ? { override: true, overridden: { decidedByAccountId: before.decidedByAccountId, comment: before.decisionComment } }
        : {};
    if (decision.status === "Approved") {
      await applyCorrection(
        { ...context, db: tx },
        {
          employeeRecordId: row.employeeRecordId,
          date: row.date,
          checkIn: row.checkIn,
          checkOut: row.checkOut ?? "",
          reason: row.reason,
          requestId: id,
        },
      );
    }
    await announceCorrectionDecision(tx, (await findRegularisation(tx, id))!, mail);
    const event = decision.status === "Approved" ? "attendance.correction_approved" : "attendance.correction_rejected";
    await recordStaffAction(
      tx,
      actor,
      event,
      subject(id),
      {
        employeeRecordId: row.employeeRecordId,
        date: row.date,
        decidedAs: as,
        ...(decided.decisionComment ? { comment: decided.decisionComment } : {}),
        ...overrode,
      },
      now,
    );
  });
  return (await findRegularisation(db, id))!;
}
