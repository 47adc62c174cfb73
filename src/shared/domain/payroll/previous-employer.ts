/**
 * A previous employer's salary and TDS for the financial year (docs/product.md section 10.2): the employee declares
 * them, HR verifies them from that employer's statement (Form 16 Part B or Form 12B), and only HR's verified figures
 * count in the TDS. Declared figures alone would let anyone cancel their own TDS with a number nobody checked.
 */

export interface PreviousEmployerFigures {
  salary: number;
  tds: number;
}

/** HR's verification as stored: every part null until HR verifies. */
export interface StoredVerification {
  salary: number | null;
  tds: number | null;
  verifiedAt: Date | null;
}

/** The figures the TDS counts: HR's verified ones, none before HR verifies. */
export function countedPreviousEmployer(verification: StoredVerification): PreviousEmployerFigures | undefined {
  if (verification.verifiedAt === null || verification.salary === null || verification.tds === null) return undefined;
  return { salary: verification.salary, tds: verification.tds };
}

/** The declared figures of a save differ from the earlier ones: HR's verification of those no longer holds. */
export function declaredPreviousEmployerChanged(
  before: { previousEmployerSalary: number; previousEmployerTds: number },
  after: { previousEmployerSalary: number; previousEmployerTds: number },
): boolean {
  return before.previousEmployerSalary !== after.previousEmployerSalary || before.previousEmployerTds !== after.previousEmployerTds;
}

/** Something to verify: a previous employer's salary or TDS is declared. */
export const declaresPreviousEmployer = (declared: { previousEmployerSalary: number; previousEmployerTds: number }) =>
  declared.previousEmployerSalary > 0 || declared.previousEmployerTds > 0;
