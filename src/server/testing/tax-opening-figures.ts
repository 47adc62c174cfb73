/** The opening figures the tax route tests enter; not used by the product. */
import type { OpeningFiguresInput } from "@/shared/contract/tax";

/** April to October 2026 paid by the company before it used the product. */
export const sevenMonths: OpeningFiguresInput = {
  gross: 348_950,
  basic: 210_000,
  hra: 84_000,
  employeePf: 12_600,
  professionalTax: 1_400,
  tds: 21_000,
  months: 7,
};
