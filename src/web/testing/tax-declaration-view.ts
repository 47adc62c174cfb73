/** Test helper (not used by the product): an employee's tax declaration for FY 2026-27 as the API answers it, old regime, unlocked. */
import type { TaxDeclarationView } from "@/shared/contract/tax";

export const taxDeclarationView = (overrides: Partial<TaxDeclarationView> = {}): TaxDeclarationView => ({
  financialYear: "2026-27",
  employeeRecordId: 7,
  employeeId: "EMP007",
  name: "Aarav Deshmukh",
  isDefault: false,
  declaration: {
    regime: "old",
    section80C: 150_000,
    section80DSelfAndFamily: 0,
    section80DSelfAndFamilySenior: false,
    section80DParents: 30_000,
    section80DParentsSenior: true,
    rentPaidMonthly: 22_000,
    rentCity: "Pune",
    previousEmployerSalary: 0,
    previousEmployerTds: 0,
  },
  previousEmployerVerification: null,
  updatedAt: "2026-11-23T03:40:00.000Z",
  updatedBy: "Aarav Deshmukh",
  lock: { financialYear: "2026-27", locked: false, lockedAt: null, lockedBy: null },
  ...overrides,
});
