import type { Role } from "@/shared/contract/auth";
import type { RegimeNotChosen } from "@/shared/contract/tax";
import type { Db } from "../../db/client";
import { peopleWithoutDeclaration } from "./store";

/**
 * Who has not chosen a tax regime for a financial year (docs/product.md section 10.6): active records without a
 * declaration for it, to whom the payroll applies the new regime, the legal default (income-tax-law.ts DEFAULT_TAX_REGIME).
 * An HR user's list leaves out admin accounts' records, whose tax figures HR does not see (section 9.9).
 */
export async function regimeNotChosen(db: Db, role: Role, financialYear: string): Promise<RegimeNotChosen> {
  const rows = await peopleWithoutDeclaration(db, financialYear);
  const people = rows
    .filter((row) => role === "admin" || row.accountRole !== "admin")
    .map((row) => ({ employeeRecordId: row.id, employeeId: row.employeeId, name: `${row.firstName} ${row.lastName}`.trim() }));
  return { financialYear, people };
}
