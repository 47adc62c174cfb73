import { statutoryMessages } from "@/shared/contract/employee-statutory";
import type { EmployeeValues } from "@/shared/contract/employees";
import { longMonth } from "@/shared/contract/payroll";
import type { Db } from "../../db/client";
import { ConflictError, FieldError } from "../../http/errors";
import { allRuns } from "../payroll/store";
import type { EmployeeRow } from "./records";

/**
 * PF membership against the stored record (docs/product.md section 10.2). The form's own rules (employee-statutory.ts
 * `statutoryChecks`) keep anyone at or below the ceiling, anyone with a UAN, and a non-member without a reason
 * out. Here: a stored UAN is never cleared (it is the proof of an earlier membership, which continues: otherwise
 * two saves, clearing the UAN and then leaving, would get round the rule), and a member who contributed in any
 * finalised month here stays a member (an existing member is no "excluded employee", EPF Scheme 1952 para
 * 2(f)(ii) and 26).
 */
export async function checkLeavingPf(tx: Db, before: EmployeeRow, values: Pick<EmployeeValues, "pfMember" | "uan">): Promise<void> {
  if (before.uan && values.uan === "") throw new FieldError("uan", statutoryMessages.uanKept);
  if (!before.pfMember || values.pfMember) return;
  const contributed = (await allRuns(tx))
    .filter((run) =>
      run.payroll.rows.some(
        (row) => row.employeeRecordId === before.id && row.deductions.providentFund + row.employer.epf + row.employer.eps > 0,
      ),
    )
    .reverse();
  if (contributed.length > 0) {
    throw new ConflictError(statutoryMessages.pfContributed(contributed.map((run) => longMonth(run.payroll.month)).join(", ")), "pfMember");
  }
}

/** What the audit entry records of PF membership: the reason for a non-member whenever membership or the reason is saved. */
export function pfMembershipAudit(values: Pick<EmployeeValues, "pfMember" | "pfExclusionReason">, changed: readonly string[]) {
  if (values.pfMember || !(changed.includes("pfMember") || changed.includes("pfExclusionReason"))) return {};
  return { pfExclusionReason: values.pfExclusionReason };
}
