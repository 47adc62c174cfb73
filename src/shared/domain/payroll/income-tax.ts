/**
 * Income tax under the new regime, FY 2025-26, as suggested on the employee form (the value stays
 * editable; docs/product.md section 10.2): the standard deduction, the ₹4 lakh slabs, the section 87A
 * rebate with marginal relief, 4% cess, and the monthly figure to deduct.
 */

/** New regime, FY 2025-26. */
export const STANDARD_DEDUCTION = 75_000;
const SLAB_WIDTH = 400_000;
const SLAB_RATES = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3];
const REBATE_LIMIT = 1_200_000;
const CESS = 0.04;

/** Income tax for a year's taxable income (after the standard deduction), before cess. */
export function slabTax(taxable: number): number {
  let tax = 0;
  SLAB_RATES.forEach((rate, index) => {
    const from = index * SLAB_WIDTH;
    const to = index === SLAB_RATES.length - 1 ? Infinity : from + SLAB_WIDTH;
    if (taxable > from) tax += (Math.min(taxable, to) - from) * rate;
  });
  return tax;
}

/**
 * Annual income tax with cess for an annual gross salary: standard deduction, slabs, the section 87A
 * rebate (no tax up to ₹12 lakh taxable) with marginal relief above it (the tax never exceeds the
 * income above ₹12 lakh), then 4% cess. Whole rupees.
 */
export function annualIncomeTax(annualGross: number): number {
  const taxable = Math.max(0, annualGross - STANDARD_DEDUCTION);
  if (taxable <= REBATE_LIMIT) return 0;
  const tax = Math.min(slabTax(taxable), taxable - REBATE_LIMIT);
  return Math.round(tax * (1 + CESS));
}

/** The monthly income tax to deduct: the annual tax over 12, rounded to the rupee. */
export const suggestIncomeTax = (monthlyGross: number) => Math.round(annualIncomeTax(monthlyGross * 12) / 12);
