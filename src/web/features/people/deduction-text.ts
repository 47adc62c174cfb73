import type { Employee } from "@/shared/contract/employees";
import { formatRupees } from "@/web/lib/format";

type Overridable = "providentFund" | "professionalTax" | "incomeTax";

/** An amount, with HR's override and its reason where one stands in for the computed figure. */
function amountText(employee: Employee, amount: number, field?: Overridable): string {
  const reason = field ? employee[`${field}OverrideReason`] : null;
  return field && employee[field] !== null ? `${formatRupees(amount)} (override: ${reason ?? "no reason recorded"})` : formatRupees(amount);
}

/** The estimate's income tax: nothing declared, so the new regime, the legal default (docs/product.md section 10.1). */
export const incomeTaxEstimateLabel = (rulesYear: string) =>
  `Income tax (new regime, a year at this salary, nothing declared; FY ${rulesYear} rules)`;

/**
 * A full month's deductions as the payroll computes them (docs/product.md section 10.1), one fact each:
 * computed, or HR's override with its reason.
 */
export function monthlyDeductionFacts(employee: Employee): [label: string, value: string][] {
  const d = employee.monthlyDeductions;
  return [
    ["Provident fund", amountText(employee, d.providentFund, "providentFund")],
    ["ESI", amountText(employee, d.esi)],
    ["Professional tax", amountText(employee, d.professionalTax, "professionalTax")],
    [incomeTaxEstimateLabel(employee.taxRulesYear), amountText(employee, d.incomeTax, "incomeTax")],
    ["Other deductions", amountText(employee, d.otherDeductions)],
  ];
}
