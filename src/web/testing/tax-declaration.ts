/** Test helper (not used by the product): a person's tax declaration for FY 2026-27 as HR's tax calls answer it. */
import type { TaxDeclarationView } from "@/shared/contract/tax";

/** Aarav's declaration (new regime, nothing declared) with `changes`, and HR's verification of a previous employer. */
export const taxDeclarationView = (
  changes: Partial<TaxDeclarationView["declaration"]> = {},
  previousEmployerVerification: TaxDeclarationView["previousEmployerVerification"] = null,
): TaxDeclarationView => ({
  financialYear: "2026-27",
  employeeRecordId: 7,
  employeeId: "EMP007",
  name: "Aarav Deshmukh",
  isDefault: false,
  declaration: {
    regime: "new",
    section80C: 0,
    section80DSelfAndFamily: 0,
    section80DSelfAndFamilySenior: false,
    section80DParents: 0,
    section80DParentsSenior: false,
    rentPaidMonthly: 0,
    rentCity: "",
    previousEmployerSalary: 0,
    previousEmployerTds: 0,
    ...changes,
  },
  previousEmployerVerification,
  updatedAt: "2026-11-23T03:40:00.000Z",
  updatedBy: "Aarav Deshmukh",
  lock: { financialYear: "2026-27", locked: false, lockedAt: null, lockedBy: null },
});
