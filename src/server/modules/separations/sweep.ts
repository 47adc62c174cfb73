import { businessDate, businessInstant } from "@/shared/domain/business-time";
import { shiftDate } from "@/shared/domain/working-time";
import { isLastActiveAdmin, setAccountActive } from "../../auth/account-store";
import { revokeAccountAccess } from "../../auth/account-access";
import type { Db } from "../../db/client";
import { recordAudit } from "../audit/store";
import { findEmployeeWithAccount, lockEmployeeStatus } from "../employees/store";
import { deactivateRecord, dueSeparations, markDeactivated } from "./store";

/**
 * Deactivates leavers after their last working day (docs/product.md section 10.6.4): the record becomes
 * inactive with its deactivation time at the end of the last working day (so the attendance grid and the
 * payroll count them employed through it), the account is closed and its sessions and set-password links end, with an
 * audit entry.
 * Idempotent: a separation is handled once (`separations.deactivated_at`); the server runs it at start and
 * hourly (main.ts). The last active admin is never deactivated this way (an admin must hand over first).
 */

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The last instant of a business date: a millisecond before the next day begins in `timeZone`. */
export const endOfBusinessDay = (date: string, timeZone: string) =>
  new Date(businessInstant(shiftDate(date, 1), "00:00", timeZone).getTime() - 1);

export async function deactivateLeavers(db: Db, now: Date, timeZone: string): Promise<number> {
  const due = await dueSeparations(db, businessDate(now, timeZone));
  let done = 0;
  for (const separation of due) {
    const id = separation.employeeRecordId;
    const row = await findEmployeeWithAccount(db, id);
    if (!row) continue;
    const deactivated = await db.transaction(async (tx) => {
      const current = await lockEmployeeStatus(tx, id);
      if (!current) return false;
      if (row.account && (await isLastActiveAdmin(tx, row.account.id))) return false;
      const endedAt = endOfBusinessDay(separation.lastWorkingDay, timeZone);
      if (current.isActive) await deactivateRecord(tx, id, endedAt, now);
      if (row.account) await setAccountActive(tx, row.account.id, false);
      const sessionsRevoked = row.account ? await revokeAccountAccess(tx, row.account.id, now) : 0;
      await markDeactivated(tx, id, now);
      await recordAudit(tx, {
        event: "employee.deactivated",
        subject: `employee:${id}`,
        details: {
          employeeId: current.employeeId,
          separation: separation.kind,
          lastWorkingDay: separation.lastWorkingDay,
          sessionsRevoked,
        },
        at: now,
      });
      return true;
    });
    if (deactivated) done += 1;
  }
  return done;
}
