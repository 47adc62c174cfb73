import { daysInMonth } from "../months";
import type { SalaryComponents } from "./salary";

/**
 * The salary structure in force on each day of a month (docs/product.md section 10.6.1): a person's structure
 * changes only through a salary revision with an effective date, and the record holds the structure in
 * force today (a revision never takes effect after the day it is made). So the structure on a day is the
 * `before` of the earliest revision taking effect after that day, or, with none, the record's own.
 *
 * A month's structure is each component prorated over the calendar days under each structure (whatever
 * the pay-day basis, which only decides one day's loss of pay): the sum of the day amounts in whole
 * rupees, divided by the month's days and rounded once per component (a half rupee up). Loss of pay is
 * then taken from that structure as in any month (payslip.ts `earnedPay`).
 */

export const salaryComponentKeys = [
  "basicSalary",
  "hra",
  "transportAllowance",
  "medicalAllowance",
  "specialAllowance",
  "otherAllowances",
  "otherDeductions",
] as const satisfies readonly (keyof SalaryComponents)[];

/** A revision as the payroll reads it: from which date, and the structure before it. */
export interface RevisionInForce {
  effectiveFrom: string;
  before: SalaryComponents;
}

/** The seven components of anything that carries them (a record row holds many more fields). */
export const componentsOf = (salary: SalaryComponents): SalaryComponents =>
  Object.fromEntries(salaryComponentKeys.map((key) => [key, salary[key]])) as unknown as SalaryComponents;

/**
 * The structure on `date`: the `before` of the earliest revision effective after it, else `current`.
 * `revisions` in any order.
 */
export function structureOn(date: string, current: SalaryComponents, revisions: readonly RevisionInForce[]): SalaryComponents {
  const later = revisions.filter((revision) => revision.effectiveFrom > date).sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  return later[0]?.before ?? current;
}

/**
 * The month's structure, each component prorated over the days each structure was in force; null when
 * one structure held all month (the caller keeps `current` as it is).
 */
export function salaryInForce(month: string, current: SalaryComponents, revisions: readonly RevisionInForce[]): SalaryComponents | null {
  const days = daysInMonth(month);
  const last = `${month}-${String(days).padStart(2, "0")}`;
  if (!revisions.some((revision) => revision.effectiveFrom > `${month}-01` && revision.effectiveFrom <= last)) {
    const whole = structureOn(`${month}-01`, current, revisions);
    return whole === current ? null : componentsOf(whole);
  }
  const sums = Object.fromEntries(salaryComponentKeys.map((key) => [key, 0])) as Record<(typeof salaryComponentKeys)[number], number>;
  for (let day = 1; day <= days; day += 1) {
    const structure = structureOn(`${month}-${String(day).padStart(2, "0")}`, current, revisions);
    for (const key of salaryComponentKeys) sums[key] += structure[key];
  }
  return Object.fromEntries(salaryComponentKeys.map((key) => [key, Math.round(sums[key] / days)])) as unknown as SalaryComponents;
}

/** The structure in force on the month's last day: what the months after it are projected on (income tax). */
export const structureAtMonthEnd = (month: string, current: SalaryComponents, revisions: readonly RevisionInForce[]) =>
  structureOn(`${month}-${String(daysInMonth(month)).padStart(2, "0")}`, current, revisions);
