import { longMonth } from "@/shared/contract/payroll";
import { salaryRevisionMessages } from "@/shared/contract/salary-revision";
import { arrearsDescription, monthArrears } from "@/shared/domain/payroll/revision-arrears";
import type { SalaryComponents } from "@/shared/domain/payroll/salary";
import { salaryInForce, type RevisionInForce } from "@/shared/domain/payroll/salary-in-force";
import type { Db } from "../../db/client";
import { FieldError } from "../../http/errors";
import { nextDraftMonth, type NewPayItem } from "../pay-items/store";
import { runsBetween } from "../payroll/store";
import { arrearsByMonth } from "./store";

/**
 * The arrears items of a new revision (docs/product.md section 10.6.1): for each finalised month from its
 * effective date in which the person was paid, what the structure in force under the revision would have
 * paid with that month's frozen loss-of-pay days and divisor, less what the frozen row paid and any arrears
 * already paid for that month (revision-arrears.ts); one 'arrears' item per month, paid in the next draft
 * month. A revision that would pay less than the frozen row for a finalised month is refused: a finalised
 * month is never taken back by a revision (a one-off deduction does that, with its own reason).
 */
export async function revisionArrears(
  tx: Db,
  revision: {
    employeeRecordId: number;
    effectiveFrom: string;
    before: SalaryComponents;
    after: SalaryComponents;
    reason: string;
    byAccountId: number;
  },
  earlier: readonly RevisionInForce[],
  today: string,
): Promise<NewPayItem[]> {
  const runs = await runsBetween(tx, revision.effectiveFrom.slice(0, 7), today.slice(0, 7));
  const paid = runs.flatMap((run) => {
    const row = run.rows.find((candidate) => candidate.employeeRecordId === revision.employeeRecordId);
    return row ? [{ month: run.month, divisor: run.divisor, row }] : [];
  });
  if (paid.length === 0) return [];
  const already = await arrearsByMonth(
    tx,
    revision.employeeRecordId,
    paid.map((month) => month.month),
  );
  // The history with this revision last: the days before its date keep the structure in force then.
  const history = [...earlier, { effectiveFrom: revision.effectiveFrom, before: revision.before }];
  const payIn = await nextDraftMonth(tx, today);
  const items: NewPayItem[] = [];
  for (const { month, divisor, row } of paid) {
    const structure = salaryInForce(month, revision.after, history) ?? revision.after;
    const frozen = {
      lopDays: row.lopDays,
      divisor,
      earnedGross: row.earnedGross,
      earnedBasic: row.earnedBasic,
      esiCovered: row.esiCovered,
    };
    const arrears = monthArrears(structure, frozen, already.get(month) ?? { amount: 0, pfWage: 0 });
    if (arrears.amount < 0) throw new FieldError("effectiveFrom", salaryRevisionMessages.lowersFinalised(longMonth(month)));
    if (arrears.amount === 0) continue;
    items.push({
      employeeRecordId: revision.employeeRecordId,
      month: payIn,
      kind: "arrears",
      ...arrears,
      taxable: true,
      description: arrearsDescription(month, revision.effectiveFrom),
      reason: revision.reason,
      sourceMonth: month,
      createdByAccountId: revision.byAccountId,
    });
  }
  return items;
}
