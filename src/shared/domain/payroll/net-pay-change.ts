import { NET_PAY_CHANGE_PERCENT, NET_PAY_CHANGE_RUPEES } from "../../contract/payroll-checklist";

/**
 * Whether a person's net pay moved enough from the previous finalised month for HR to look before finalising
 * (docs/product.md section 9.14): by more than 10% of the previous net pay or more than ₹5,000, whichever is
 * reached first. A review threshold of this product, not a statutory rule.
 */
export function netPayChangeFlagged(previous: number, current: number): boolean {
  const change = Math.abs(current - previous);
  // Whole rupees: change > previous × 10 / 100 without a fraction.
  return change * 100 > previous * NET_PAY_CHANGE_PERCENT || change > NET_PAY_CHANGE_RUPEES;
}
