import { rupees } from "./rupees";

/**
 * What of a settlement is free of income tax (docs/product.md section 10.6.4); the rest is taxable salary and
 * the month's TDS counts it. Both exemptions hold under the new and the old regime. Sources: Income-tax Act
 * 1961 section 10(10)(ii) and 10(10AA)(ii); the Income-tax Act 2025 (from 1 Apr 2026) carries both over.
 *
 * Gratuity of an employee covered by the Payment of Gratuity Act (section 10(10)(ii)): exempt up to the
 * least of the amount received, 15 days' salary (basic, the product has no dearness allowance, x 15/26)
 * for every completed year or part over six months, and Rs 20,00,000 (notified 8 Mar 2019, for
 * retirements from 29 Mar 2018). A gratuity computed on a wage above the basic (the labour codes' 50% rule,
 * gratuity.ts) is taxable beyond the basic's figure.
 *
 * Leave encashment on leaving (section 10(10AA)(ii)): exempt up to the least of the amount received,
 * Rs 25,00,000 (CBDT notification 31/2023 of 24 May 2023, from 1 Apr 2023; it was Rs 3,00,000), ten months'
 * average salary, and the cash equivalent of the leave at credit, at most 30 days for every completed year
 * of service. The product keeps no ten-month history, so the average salary is the last basic, and a day is
 * a thirtieth of it. Rounding: each limit to the nearest rupee, a half rupee up.
 */

export const GRATUITY_TAX_EXEMPTION = 2_000_000;
export const LEAVE_ENCASHMENT_TAX_EXEMPTION = 2_500_000;

export interface ExemptSplit {
  exempt: number;
  taxable: number;
  computation: string;
}

const split = (amount: number, limits: [label: string, value: number][]): ExemptSplit => {
  const exempt = Math.max(0, Math.min(amount, ...limits.map(([, value]) => value)));
  const listed = limits.map(([label, value]) => `${label} ${rupees(value)}`).join(", ");
  return {
    exempt,
    taxable: amount - exempt,
    computation: `Exempt: the least of the amount ${rupees(amount)}, ${listed} = ${rupees(exempt)}; taxable ${rupees(amount - exempt)}`,
  };
};

export function gratuityExemption(input: { amount: number; basic: number; years: number }): ExemptSplit {
  return split(input.amount, [
    ["15/26 x basic x years", Math.round((15 * input.basic * input.years) / 26)],
    ["the limit", GRATUITY_TAX_EXEMPTION],
  ]);
}

export function leaveEncashmentExemption(input: { amount: number; basic: number; days: number; completedYears: number }): ExemptSplit {
  const creditDays = Math.min(input.days, 30 * input.completedYears);
  return split(input.amount, [
    ["10 months' basic", 10 * input.basic],
    [`${creditDays} days of leave at basic / 30`, Math.round((creditDays * input.basic) / 30)],
    ["the limit", LEAVE_ENCASHMENT_TAX_EXEMPTION],
  ]);
}
