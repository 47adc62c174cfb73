import { reportingManagerMessages } from "@/shared/contract/reporting-manager";
import type { Db } from "../../db/client";
import { FieldError } from "../../http/errors";
import { findManagerFacts, lockReportingLines, reportsTo } from "./store";

const field = "reportingManagerId";

/**
 * The reporting manager a hire or an edit sets (docs/product.md section 9.20): another active person, and
 * not one who reports to this person already (no loop of managers). Run it inside the save's transaction:
 * it holds the reporting lines' lock until the save commits. `employeeRecordId` is null on a hire.
 */
export async function checkReportingManager(tx: Db, employeeRecordId: number | null, managerRecordId: number | null): Promise<void> {
  if (managerRecordId === null) return;
  if (managerRecordId === employeeRecordId) throw new FieldError(field, reportingManagerMessages.self);
  await lockReportingLines(tx);
  const manager = await findManagerFacts(tx, managerRecordId);
  if (!manager?.isActive) throw new FieldError(field, reportingManagerMessages.notActive);
  if (employeeRecordId !== null && (await reportsTo(tx, managerRecordId, employeeRecordId))) {
    throw new FieldError(field, reportingManagerMessages.cycle(`${manager.firstName} ${manager.lastName}`.trim()));
  }
}
