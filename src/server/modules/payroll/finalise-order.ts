import { financialYearOf, monthsOfFinancialYear } from "@/shared/domain/financial-year";
import { finaliseBlocker } from "@/shared/domain/payroll/finalise-order";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { openingCovering } from "../tax/opening-store";
import { finalisedMonthsBetween, firstFinalisedMonth } from "./store";

/**
 * Why a month cannot be finalised now, or null (src/shared/domain/payroll/finalise-order.ts, docs/product.md
 * section 9.14): read for the draft's `finaliseBlockedReason` and checked again by Finalise.
 */
export async function finaliseBlockerOf(db: Db, month: string, today: string, firstFinalised?: string | null): Promise<string | null> {
  const first = firstFinalised === undefined ? await firstFinalisedMonth(db) : firstFinalised;
  const financialYear = financialYearOf(month);
  const before = shiftDate(`${month}-01`, -1).slice(0, 7);
  const [finalisedBefore, coveredBy] = await Promise.all([
    first === null || first > before ? [] : finalisedMonthsBetween(db, first, before),
    openingCovering(db, financialYear, monthsOfFinancialYear(financialYear).indexOf(month) + 1),
  ]);
  return finaliseBlocker({ month, today, firstFinalised: first, finalisedBefore, coveredBy });
}
