/** A separation for the tests that are not about its figures (concurrency, the audit's transaction); not used by the product. */
import type { SeparationInput } from "@/shared/contract/separation";

/** A resignation given on 3 November 2026 with a last working day of 15 December 2026. */
export const resignationInput: SeparationInput = {
  kind: "resignation",
  noticeDate: "2026-11-03",
  lastWorkingDay: "2026-12-15",
  noticePeriodDays: 30,
  noticeShortfall: "recover",
  encashmentDivisor: 26,
  reason: "Moving to Bengaluru",
};
