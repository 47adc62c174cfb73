/**
 * Maharashtra professional tax, as suggested on the employee form (the value stays editable;
 * docs/product.md section 10.2): a monthly amount by the monthly gross, more in February.
 */

/**
 * Maharashtra professional tax by monthly gross: nil up to ₹7,500, ₹175 up to ₹10,000, ₹200 above
 * (₹300 in February, month 2). Women earning up to ₹25,000 are exempt; the form leaves that to the user.
 */
export function suggestProfessionalTax(grossMonthly: number, month: number): number {
  if (grossMonthly <= 7_500) return 0;
  if (grossMonthly <= 10_000) return 175;
  return month === 2 ? 300 : 200;
}
