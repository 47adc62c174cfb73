import { statutoryMessages } from "@/shared/contract/employee-statutory";
import type { EmployeeValues } from "@/shared/contract/employees";
import { longMonth } from "@/shared/contract/payroll";
import { financialYearOf, monthsOfFinancialYear } from "@/shared/domain/financial-year";
import type { Db } from "../../db/client";
import { ConflictError } from "../../http/errors";
import { runsBetween } from "../payroll/store";
import type { EmployeeRow } from "./records";

/**
 * Leaving PF membership (docs/product.md section 10.2). The form's own rules (employee-statutory.ts
 * `statutoryChecks`) keep anyone at or below the ceiling, anyone with a UAN, and a non-member without a reason
 * out; against the stored record, a member whose UAN the same save clears, or who contributed in a finalised
 * month of the current financial year, stays a member: contributions once paid continue for the year (an
 * existing member is no "excluded employee", EPF Scheme 1952 para 2(f)(ii) and 26).
 */
export async function checkLeavingPf(tx: Db, before: EmployeeRow, values: Pick<EmployeeValues, "pfMember">, today: string): Promise<void> {
  if (!before.pfMember || values.pfMember) return;
  if (before.uan) throw new ConflictError(statutoryMessages.pfMemberWithUan, "pfMember");
  const year = monthsOfFinancialYear(financialYearOf(today.slice(0, 7)));
  const runs = await runsBetween(tx, year[0]!, year[year.length - 1]!);
  const contributed = runs.filter((run) =>
    run.rows.some((row) => row.employeeRecordId === before.id && row.deductions.providentFund + row.employer.epf + row.employer.eps > 0),
  );
  if (contributed.length > 0) {
    throw new ConflictError(statutoryMessages.pfContributedThisYear(contributed.map((run) => longMonth(run.month)).join(", ")), "pfMember");
  }
}

/** What the audit entry records of PF membership: the reason for a non-member whenever membership or the reason is saved. */
export function pfMembershipAudit(values: Pick<EmployeeValues, "pfMember" | "pfExclusionReason">, changed: readonly string[]) {
  if (values.pfMember || !(changed.includes("pfMember") || changed.includes("pfExclusionReason"))) return {};
  return { pfExclusionReason: values.pfExclusionReason };
}
