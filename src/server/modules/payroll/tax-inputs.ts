import { monthsOfFinancialYear } from "@/shared/domain/financial-year";
import type { TaxRegime } from "@/shared/domain/payroll/income-tax";
import { DEFAULT_TAX_REGIME } from "@/shared/domain/payroll/income-tax-law";
import { leaverPayDays, type DeclaredTax, type LeaverPayDays } from "@/shared/domain/payroll/month-tds";
import { monthRange } from "@/shared/domain/months";
import type { Db } from "../../db/client";
import type { EmployeeRow } from "../employees/records";
import { holidayDatesBetween } from "../holidays/store";
import { loadSettings } from "../settings/store";
import { loadTaxInputs } from "../tax/inputs-store";

/**
 * What the payroll's income tax reads of each person for a financial year (one query for everyone): the
 * regime of the year (their declaration's, else the new regime, the legal default: income-tax-law.ts), what they
 * declared (80C, 80D, rent), a previous employer's salary and TDS as HR verified them, HR's opening figures and the month of a
 * recorded last working day (no salary is projected after it) with that month's pay days (its salary is
 * projected prorated to the last working day: month-tds.ts `leaverPayDays`).
 */
export interface PayrollTaxInputs {
  regime: TaxRegime;
  tax: DeclaredTax;
  /** HR entered opening figures for the person and year. */
  hasOpening: boolean;
  lastMonthOfService?: string;
  /** The loss-of-pay days and divisor of the last working day's month, when it falls in the financial year. */
  lastMonthPayDays?: LeaverPayDays;
}

/** Nothing declared, no opening figures, no separation: the new regime. */
export const NO_TAX_INPUTS: PayrollTaxInputs = { regime: DEFAULT_TAX_REGIME, tax: {}, hasOpening: false };

/** Reads the pay-day basis and the year's holidays once: each leaver's last month is counted by them. */
async function leaverPayDaysReader(db: Db, from: string, to: string) {
  // One after the other: this may run inside a transaction, whose one connection takes one query at a time.
  const settings = await loadSettings(db);
  const calendar = { weeklyOffDays: settings.weeklyOffDays, holidays: new Set(await holidayDatesBetween(db, from, to)) };
  return (lastWorkingDay: string) => leaverPayDays(lastWorkingDay, settings.payDayBasis, calendar);
}

export async function payrollTaxInputs(
  db: Db,
  financialYear: string,
  people: readonly EmployeeRow[],
): Promise<Map<number, PayrollTaxInputs>> {
  const loaded = await loadTaxInputs(
    db,
    financialYear,
    people.map((employee) => employee.id),
  );
  const months = monthsOfFinancialYear(financialYear);
  const { from } = monthRange(months[0]!);
  const { to } = monthRange(months[11]!);
  const inYear = (date: string | undefined): date is string => date !== undefined && date >= from && date <= to;
  const payDaysOf = [...loaded.values()].some((inputs) => inYear(inputs.lastWorkingDay))
    ? await leaverPayDaysReader(db, from, to)
    : undefined;
  return new Map(
    people.map((employee) => {
      const inputs = loaded.get(employee.id);
      if (!inputs) return [employee.id, NO_TAX_INPUTS];
      const { regime: _regime, ...tax } = inputs.tds;
      const lastMonthPayDays = payDaysOf && inYear(inputs.lastWorkingDay) ? payDaysOf(inputs.lastWorkingDay) : undefined;
      return [
        employee.id,
        {
          regime: inputs.regime,
          tax,
          hasOpening: inputs.opening !== null,
          lastMonthOfService: inputs.lastMonthOfService,
          lastMonthPayDays,
        },
      ];
    }),
  );
}
