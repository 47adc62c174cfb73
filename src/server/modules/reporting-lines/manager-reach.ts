import type { Db } from "../../db/client";
import { managesEmployee } from "./store";

/**
 * A manager's reach, the one rule (docs/product.md section 9.20), beside HR's (employees/hr-reach.ts): deciding
 * as a manager, the signed-in person reaches the requests of their active direct reports; anyone else's request
 * answers 404 as if there were none. Their own request is within reach here so that separation of duties refuses
 * it with its 403 and audit entry instead of a 404. `manager` is the signed-in account's employee record.
 */
export async function withinManagerReach(db: Db, manager: { id: number } | null, employeeRecordId: number): Promise<boolean> {
  if (!manager) return false;
  return manager.id === employeeRecordId || managesEmployee(db, manager.id, employeeRecordId);
}
