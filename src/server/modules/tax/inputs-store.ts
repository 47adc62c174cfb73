import { and, eq, inArray } from "drizzle-orm";
import type { OpeningFigures, TaxDeclaration } from "@/shared/contract/tax";
import type { TaxRegime } from "@/shared/domain/payroll/income-tax";
import { DEFAULT_TAX_REGIME } from "@/shared/domain/payroll/income-tax-law";
import type { PreviousEmployerFigures } from "@/shared/domain/payroll/previous-employer";
import type { TdsInput } from "@/shared/domain/payroll/tds";
import type { Db } from "../../db/client";
import { employees, payrollOpeningFigures, separations, taxDeclarations } from "../../db/schema";
import { openingOf } from "./opening-store";
import { countedOf, declarationOf } from "./store";

/** What the payroll reads of the tax declarations, opening figures and separations (`loadTaxInputs`); not the rules. */

/** What the payroll's TDS needs of one person for a financial year. */
export interface TaxInputs {
  /** The regime of the year: the declaration's, or the new regime (the legal default) when the person declared none. */
  regime: TaxRegime;
  /** The person's declaration, or null when they made none (nothing declared). */
  declaration: TaxDeclaration | null;
  /** HR's opening figures, or null when none were entered (the payroll warns that TDS assumes nothing was paid earlier). */
  opening: OpeningFigures | null;
  /** The same, in the shapes `monthlyTds` (src/shared/domain/payroll/tds.ts) takes. */
  tds: Pick<TdsInput, "regime" | "declarations" | "previousEmployer" | "opening">;
  /** The month ('YYYY-MM') of the last working day of a recorded separation: the projection stops there. */
  lastMonthOfService?: string;
  /** That last working day ('YYYY-MM-DD'): its month is projected prorated to it. */
  lastWorkingDay?: string;
}

/** The TdsInput pieces of a declaration, the previous employer's figures HR verified and opening figures. */
export function tdsPiecesOf(
  regime: TaxRegime,
  declaration: TaxDeclaration | null,
  previousEmployer: PreviousEmployerFigures | undefined,
  opening: OpeningFigures | null,
): TaxInputs["tds"] {
  return {
    regime,
    ...(declaration
      ? {
          declarations: {
            section80C: declaration.section80C,
            section80D: {
              selfAndFamily: declaration.section80DSelfAndFamily,
              parents: declaration.section80DParents,
              selfAndFamilySenior: declaration.section80DSelfAndFamilySenior,
              parentsSenior: declaration.section80DParentsSenior,
            },
            rentPaidMonthly: declaration.rentPaidMonthly,
            rentCity: declaration.rentCity,
          },
        }
      : {}),
    ...(previousEmployer ? { previousEmployer } : {}),
    ...(opening ? { opening: { ...opening } } : {}),
  };
}

/**
 * For the payroll computation: each listed person's regime, declaration, opening figures for the financial
 * year and the last working day of a recorded separation, in one query (whatever the number of people).
 * People not on record are left out.
 */
export async function loadTaxInputs(db: Db, financialYear: string, employeeRecordIds: readonly number[]): Promise<Map<number, TaxInputs>> {
  const result = new Map<number, TaxInputs>();
  if (employeeRecordIds.length === 0) return result;
  const rows = await db
    .select({ id: employees.id, declaration: taxDeclarations, opening: payrollOpeningFigures, lastWorkingDay: separations.lastWorkingDay })
    .from(employees)
    .leftJoin(taxDeclarations, and(eq(taxDeclarations.employeeRecordId, employees.id), eq(taxDeclarations.financialYear, financialYear)))
    .leftJoin(
      payrollOpeningFigures,
      and(eq(payrollOpeningFigures.employeeRecordId, employees.id), eq(payrollOpeningFigures.financialYear, financialYear)),
    )
    .leftJoin(separations, eq(separations.employeeRecordId, employees.id))
    .where(inArray(employees.id, [...new Set(employeeRecordIds)]));
  for (const row of rows) {
    const declaration = row.declaration ? declarationOf(row.declaration) : null;
    const opening = row.opening ? openingOf(row.opening) : null;
    const regime = declaration?.regime ?? DEFAULT_TAX_REGIME;
    const previousEmployer = row.declaration ? countedOf(row.declaration) : undefined;
    result.set(row.id, {
      regime,
      declaration,
      opening,
      tds: tdsPiecesOf(regime, declaration, previousEmployer, opening),
      lastMonthOfService: row.lastWorkingDay?.slice(0, 7),
      lastWorkingDay: row.lastWorkingDay ?? undefined,
    });
  }
  return result;
}
