import { pfWageCountedFor } from "@/shared/domain/payroll/pf-arrears";
import type { Db } from "../../db/client";
import type { PayItem } from "../pay-items/store";
import { runsBetween } from "./store";

/**
 * What a month's arrears of earlier months need (docs/product.md section 10.2): for each person paid arrears or an
 * adjustment belonging to an earlier month, the PF wage that month already counted, read from the finalised months'
 * frozen rows (that month's own, and arrears for it paid since). Read once, and only when such items exist.
 */
export async function pfWageCountedByPerson(
  db: Db,
  month: string,
  monthItems: readonly PayItem[],
): Promise<Map<number, Map<string, number>>> {
  const earlierItems = monthItems.filter((item) => item.sourceMonth && item.sourceMonth < month);
  if (earlierItems.length === 0) return new Map();
  const first = earlierItems.map((item) => item.sourceMonth!).sort()[0]!;
  const runs = (await runsBetween(db, first, month)).filter((run) => run.month < month);
  const counted = new Map<number, Map<string, number>>();
  for (const item of earlierItems) {
    const person = counted.get(item.employeeRecordId) ?? new Map<string, number>();
    counted.set(item.employeeRecordId, person);
    if (person.has(item.sourceMonth!)) continue;
    const frozen = runs.flatMap((run) =>
      run.rows.filter((row) => row.employeeRecordId === item.employeeRecordId).map((row) => ({ month: run.month, ...row })),
    );
    person.set(item.sourceMonth!, pfWageCountedFor(item.sourceMonth!, frozen));
  }
  return counted;
}
