import { esiCoverageDay } from "@/shared/domain/payroll/esi";
import { estimatedSalary, monthlyGross, type SalaryComponents } from "@/shared/domain/payroll/salary";
import {
  componentsOf,
  salaryInForce,
  structureAtMonthEnd,
  structureOn,
  type RevisionInForce,
} from "@/shared/domain/payroll/salary-in-force";
import type { EmployeeRow } from "../employees/records";

/** The structure the payroll pays a record on today: its own, or the standard estimate for a record without one (docs/product.md section 10.1). */
export const structureOf = (record: EmployeeRow): SalaryComponents => componentsOf(record.hasSalaryData ? record : estimatedSalary());

/**
 * What a draft month pays a person on when a salary revision touches the month (docs/product.md section
 * 10.6.1): the structure prorated over the days each was in force, and the one on the month's last day (the
 * months after it are projected on that). Undefined when the record's structure held all month.
 */
export function structureInMonth(month: string, record: EmployeeRow, revisions: readonly RevisionInForce[] | undefined) {
  if (!revisions) return undefined;
  const current = structureOf(record);
  const paid = salaryInForce(month, current, revisions);
  return paid === null ? undefined : { month: paid, monthEnd: componentsOf(structureAtMonthEnd(month, current, revisions)) };
}

/**
 * The full monthly gross that decides a person's ESI coverage in the contribution period `month` falls in
 * (docs/product.md section 10.2): that of the structure in force on the period's first day, or on the joining
 * day (esi.ts `esiCoverageDay`), read from the salary history whatever months have been finalised.
 * `revisions`: the person's revisions taking effect after the period's first day (store.ts `revisionsAfter`).
 */
export const esiCoverageGross = (month: string, record: EmployeeRow, revisions: readonly RevisionInForce[] | undefined): number =>
  monthlyGross(structureOn(esiCoverageDay(month, record.dateOfJoining), structureOf(record), revisions ?? []));
