import type { TaxRegime } from "@/shared/domain/payroll/income-tax";
import { DEFAULT_TAX_REGIME } from "@/shared/domain/payroll/income-tax-law";
import type { DeclaredTax } from "@/shared/domain/payroll/month-tds";
import type { Db } from "../../db/client";
import type { EmployeeRow } from "../employees/records";
import { loadTaxInputs } from "../tax/store";

/**
 * What the payroll's income tax reads of each person for a financial year (one query for everyone): the
 * regime of the year (their declaration's, else the new regime, the legal default: income-tax-law.ts), what they
 * declared (80C, 80D, rent, a previous employer's salary and TDS), HR's opening figures and the month of a
 * recorded last working day (no salary is projected after it).
 */
export interface PayrollTaxInputs {
  regime: TaxRegime;
  tax: DeclaredTax;
  /** HR entered opening figures for the person and year. */
  hasOpening: boolean;
  lastMonthOfService?: string;
}

/** Nothing declared, no opening figures, no separation: the new regime. */
export const NO_TAX_INPUTS: PayrollTaxInputs = { regime: DEFAULT_TAX_REGIME, tax: {}, hasOpening: false };

export async function payrollTaxInputs(db: Db, financialYear: string, people: readonly EmployeeRow[]): Promise<Map<number, PayrollTaxInputs>> {
  const loaded = await loadTaxInputs(db, financialYear, people.map((employee) => employee.id));
  return new Map(
    people.map((employee) => {
      const inputs = loaded.get(employee.id);
      if (!inputs) return [employee.id, NO_TAX_INPUTS];
      const { regime: _regime, ...tax } = inputs.tds;
      return [employee.id, { regime: inputs.regime, tax, hasOpening: inputs.opening !== null, lastMonthOfService: inputs.lastMonthOfService }];
    }),
  );
}
