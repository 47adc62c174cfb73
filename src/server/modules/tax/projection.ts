import { payrollMessages } from "@/shared/contract/payroll";
import { taxProjectionMessages, type TaxProjectionView, type TdsDerivationView } from "@/shared/contract/tax";
import { businessDate } from "@/shared/domain/business-time";
import type { PayrollTdsDerivation } from "@/shared/domain/payroll/month-tds";
import type { Db } from "../../db/client";
import { FieldError, NotFoundError } from "../../http/errors";
import { loadPayrollMonth } from "../payroll/compute";
import { personPay } from "../payroll/person-pay";

/**
 * How a person's TDS for a month is worked out, under both regimes (the employee's Tax tab, HR's Tax
 * dialog): the payroll's own computation of that person's row (payroll/compute.ts `loadPayrollMonth`,
 * person-pay.ts `personPay`), never a second formula, so the figure shown is the draft payroll's.
 */

const derivationView = (derivation: PayrollTdsDerivation): TdsDerivationView => {
  const { projection, salary, tax } = derivation;
  return {
    regime: derivation.regime,
    rulesYear: derivation.rulesYear,
    projectedGross: projection.projectedGross,
    finalisedGross: projection.finalisedGross,
    openingGross: projection.openingGross,
    thisMonthGross: projection.thisMonthGross,
    oneOffEarnings: projection.oneOffEarnings,
    oneOffTax: derivation.oneOffTax,
    remainingMonths: projection.remainingMonths,
    remainingGross: projection.remainingGross,
    previousEmployerSalary: salary.grossSalary - projection.projectedGross,
    rentPaid: projection.rentPaid,
    metro: projection.metro,
    hraExemption: salary.hraExemption,
    standardDeduction: salary.standardDeduction,
    professionalTax: salary.professionalTax,
    section80C: salary.section80C,
    section80D: salary.section80D,
    taxableIncome: tax.taxableIncome,
    slabTax: tax.slabTax,
    rebate: tax.rebate,
    surcharge: tax.surcharge,
    cess: tax.cess,
    annualTax: tax.total,
    alreadyDeducted: derivation.alreadyDeducted,
    monthsLeft: derivation.monthsLeft,
    thisMonth: derivation.thisMonth,
  };
};

/** The month 'YYYY-MM' asked for, or the current one by the business date; 400 for a month not begun. */
export function projectionMonth(month: string | undefined, now: Date, timeZone: string): { month: string; today: string } {
  const today = businessDate(now, timeZone);
  const chosen = month ?? today.slice(0, 7);
  if (chosen > today.slice(0, 7)) throw new FieldError("month", payrollMessages.futureMonth);
  return { month: chosen, today };
}

/** 404 when the person was not employed on any day of the month (no payroll row). */
export async function taxProjection(
  db: Db,
  employeeRecordId: number,
  month: string,
  today: string,
  timeZone: string,
): Promise<TaxProjectionView> {
  const loaded = await loadPayrollMonth(db, month, today, timeZone);
  const person = loaded.people.find((candidate) => candidate.employee.id === employeeRecordId);
  if (!person) throw new NotFoundError(taxProjectionMessages.notPaid(month));
  const { row, tds } = personPay(person);
  return {
    month,
    financialYear: tds.financialYear,
    rulesYear: tds.chosen.rulesYear,
    employeeRecordId: row.employeeRecordId,
    employeeId: row.employeeId,
    name: row.name,
    regime: tds.regime,
    deducted: row.deductions.incomeTax,
    overridden: row.overridden.incomeTax,
    byRegime: { new: derivationView(tds.byRegime.new), old: derivationView(tds.byRegime.old) },
  };
}
