import type { Db } from "../../db/client";
import { adjustFinalisedMonths, type LopAdjustment } from "../pay-items/lop-adjustment";
import type { LeaveRow } from "./store";

/**
 * A leave approved or cancelled on dates of a finalised month: the month stays as frozen and the loss of pay
 * it now gives is corrected in the next draft month (docs/product.md section 10.6.2). Returns what the audit
 * entry lists: `{ adjustments }` when any month was corrected, else nothing.
 */
export async function adjustForLeave(
  tx: Db,
  leave: Pick<LeaveRow, "employeeRecordId" | "startDate" | "endDate">,
  context: { today: string; timeZone: string; accountId: number | null; reason: string },
): Promise<{ adjustments?: LopAdjustment[] }> {
  const adjustments = await adjustFinalisedMonths(tx, {
    employeeRecordId: leave.employeeRecordId,
    from: leave.startDate,
    to: leave.endDate,
    ...context,
  });
  return adjustments.length > 0 ? { adjustments } : {};
}
