import { incomeTaxRulesFor } from "./income-tax-tables";

/**
 * House rent allowance exempt from tax under the old regime (section 10(13A), rule 2A): the least of the
 * HRA received, the rent paid less 10% of salary, and 50% of salary in a listed city or 40% elsewhere, all
 * for the same period. "Salary" here is basic (the payroll has no dearness allowance or turnover
 * commission). Payroll software computes it on the year's totals; so does this.
 */

export type HraLimit = "hraReceived" | "rentOverTenPercentOfBasic" | "shareOfBasic";

export interface HraExemption {
  /** The three amounts compared; the exemption is the least of them. */
  limits: Record<HraLimit, number>;
  /** Which limit decided it (the first in the order above on a tie). */
  binding: HraLimit;
  metro: boolean;
  exemption: number;
}

/** Spellings people use for the listed cities, mapped to the table's names. */
const CITY_ALIASES: Record<string, string> = {
  "new delhi": "delhi",
  bombay: "mumbai",
  calcutta: "kolkata",
  madras: "chennai",
  bangalore: "bengaluru",
};

/** Whether the city counts as a metro for the HRA exemption in that financial year's rules. */
export function isHraMetroCity(city: string, financialYear: string): boolean {
  const name = city.trim().toLowerCase();
  const canonical = CITY_ALIASES[name] ?? name;
  const { metroCities } = incomeTaxRulesFor(financialYear).oldRegimeAllowances.hra;
  return metroCities.some((metro) => metro.toLowerCase() === canonical);
}

/** The HRA exemption for a period's HRA received, basic and rent paid (whole rupees). */
export function hraExemption(input: {
  financialYear: string;
  hraReceived: number;
  basic: number;
  rentPaid: number;
  metro: boolean;
}): HraExemption {
  const { rentOverPercent, metroPercent, otherPercent } = incomeTaxRulesFor(input.financialYear).oldRegimeAllowances.hra;
  const limits: Record<HraLimit, number> = {
    hraReceived: Math.max(0, input.hraReceived),
    rentOverTenPercentOfBasic: Math.max(0, input.rentPaid - (input.basic * rentOverPercent) / 100),
    shareOfBasic: Math.max(0, (input.basic * (input.metro ? metroPercent : otherPercent)) / 100),
  };
  const order: HraLimit[] = ["hraReceived", "rentOverTenPercentOfBasic", "shareOfBasic"];
  const binding = order.reduce((least, limit) => (limits[limit] < limits[least] ? limit : least));
  // Whole rupees: a fraction of a rupee of exemption would only be rounded away with the total income.
  return { limits, binding, metro: input.metro, exemption: Math.floor(limits[binding]) };
}
