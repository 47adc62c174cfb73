/**
 * Suggested statutory deductions for the employee form (the values stay editable): provident fund,
 * Maharashtra professional tax and income tax under the new regime, FY 2025-26.
 */

/** Employee PF: 12% of basic, on at most ₹15,000 of basic (the statutory wage ceiling). */
export const PF_RATE = 0.12;
export const PF_WAGE_CEILING = 15_000;
export const suggestProvidentFund = (basicMonthly: number) => Math.round(Math.min(Math.max(basicMonthly, 0), PF_WAGE_CEILING) * PF_RATE);

/**
 * Maharashtra professional tax by monthly gross: nil up to ₹7,500, ₹175 up to ₹10,000, ₹200 above
 * (₹300 in February, month 2). Women earning up to ₹25,000 are exempt; the form leaves that to the user.
 */
export function suggestProfessionalTax(grossMonthly: number, month: number): number {
  if (grossMonthly <= 7_500) return 0;
  if (grossMonthly <= 10_000) return 175;
  return month === 2 ? 300 : 200;
}

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
