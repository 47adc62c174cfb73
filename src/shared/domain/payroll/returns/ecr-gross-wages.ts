import { PAY_ITEM_RULES, type PayItemKind } from "../pay-items";

/**
 * The ECR's "Gross Wages" of a member's month (ecr.ts, docs/product.md section 9.14.2): the total emoluments of
 * the month (https://www.citehr.com/showpost.php?p=2366313&postcount=1: "the total emoluments for the month"),
 * that is the earned gross plus the pay items that are remuneration for the month's work, and nothing that is
 * not wages. The Code on Social Security 2020 section 2(88) leaves out of "wages" "any bonus payable under any
 * law", "any gratuity payable on the termination of employment", "any retrenchment compensation or other
 * retirement benefit payable to the employee or any ex gratia payment made to him on the termination of
 * employment" and sums paid to defray special expenses (https://lawshastra.blogspot.com/2021/04/labour-codes-social-secutiry-impact-on.html;
 * https://cdquestions.com/exams/questions/under-the-wage-code-2019-the-term-wages-excludes-w-684bb884b8ec16db1ba8ee8f);
 * leave encashment is no wage for the provident fund either (Supreme Court, Manipal Academy of Higher Education
 * v. Provident Fund Commissioner, 2008). So a leaver's gratuity, leave encashment and pay in lieu of notice, a
 * bonus, a reimbursement and an advance (a loan) are left out; arrears and a reversed or recovered loss of pay
 * correct the salary itself and count, with an incentive or commission earned in the month.
 */
const IN_GROSS_WAGES: Record<PayItemKind, boolean> = {
  bonus: false,
  incentive: true,
  commission: true,
  reimbursement: false,
  advance: false,
  advance_recovery: false,
  deduction: false,
  lop_reversal: true,
  lop_recovery: true,
  arrears: true,
  leave_encashment: false,
  gratuity: false,
  notice_pay: false,
  notice_recovery: false,
};

/** The earned gross plus the month's items that count (an earning adds, a deduction such as an LOP recovery subtracts), never below 0. */
export function ecrGrossWages(row: { earnedGross: number; items: readonly { kind: PayItemKind; amount: number }[] }): number {
  const items = row.items
    .filter((item) => IN_GROSS_WAGES[item.kind])
    .reduce((sum, item) => sum + (PAY_ITEM_RULES[item.kind].direction === "earning" ? item.amount : -item.amount), 0);
  return Math.max(0, row.earnedGross + items);
}
