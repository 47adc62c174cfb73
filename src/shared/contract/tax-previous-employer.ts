import * as z from "zod/mini";
import { formatRupees } from "../display-format";

/**
 * A previous employer's salary and TDS for the financial year (docs/product.md section 10.2): the employee declares
 * them with the tax declaration (tax.ts), HR verifies them from that employer's statement (Form 16 Part B or Form
 * 12B), and only HR's verified figures count in the TDS. Paths are with the other tax paths in tax.ts.
 */

/**
 * A previous employer's salary (and TDS) for the year, declared or verified: at most ₹10 crore. A salary for part of a
 * year here is far below it (the surcharge's top slab starts at ₹5 crore), so every real Form 16 or Form 12B figure
 * fits, while a figure like ₹99,99,99,999, which would cancel a whole year's TDS, does not.
 */
export const PREVIOUS_EMPLOYER_MAX = 100_000_000;

export const previousEmployerLabels = {
  previousEmployerSalary: "Previous employer's salary",
  previousEmployerTds: "Previous employer's TDS",
} as const;
type Field = keyof typeof previousEmployerLabels;

export const previousEmployerMessage = (field: Field) =>
  `${previousEmployerLabels[field]} must be a whole number of rupees from 0 to ${formatRupees(PREVIOUS_EMPLOYER_MAX)}`;
export const previousEmployerMessages = {
  tdsAboveSalary: "Previous employer's TDS cannot be more than that employer's salary",
  nothingDeclared: (financialYear: string) => `Nothing to verify: no previous employer's salary or TDS is declared for FY ${financialYear}`,
} as const;

const amount = (field: Field) => {
  const message = previousEmployerMessage(field);
  return z._default(z.number({ error: message }).check(z.int(message), z.gte(0, message), z.lte(PREVIOUS_EMPLOYER_MAX, message)), 0);
};

/** Whole rupees up to PREVIOUS_EMPLOYER_MAX, as declared (tax.ts) and as verified (below). */
export const previousEmployerFields = {
  previousEmployerSalary: amount("previousEmployerSalary"),
  previousEmployerTds: amount("previousEmployerTds"),
};

/** The TDS at most the salary it was deducted from. */
export const tdsWithinSalary = z.refine<{ previousEmployerSalary: number; previousEmployerTds: number }>(
  (input) => input.previousEmployerTds <= input.previousEmployerSalary,
  {
    path: ["previousEmployerTds"],
    error: previousEmployerMessages.tdsAboveSalary,
    // Only two valid amounts are compared: a field already refused keeps its own message alone.
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === "previousEmployerSalary" || issue.path?.[0] === "previousEmployerTds"),
  },
);

/** PUT /api/hr/tax/{id}/previous-employer: the salary and TDS of the previous employer's statement, the figures that count. */
export const previousEmployerInputSchema = z.object(previousEmployerFields).check(tdsWithinSalary);
export type PreviousEmployerInput = z.input<typeof previousEmployerInputSchema>;
export type PreviousEmployerValues = z.output<typeof previousEmployerInputSchema>;

/** HR's verification of the previous employer's figures: null until HR verifies, and again after the declared ones change. */
export const previousEmployerVerificationSchema = z.nullable(
  z.object({ salary: z.int(), tds: z.int(), verifiedAt: z.string(), verifiedBy: z.nullable(z.string()) }),
);
export type PreviousEmployerVerification = z.infer<typeof previousEmployerVerificationSchema>;

/** GET /api/hr/tax/previous-employer: who declared a previous employer for a financial year that HR has not verified. */
export const previousEmployerPendingSchema = z.object({
  financialYear: z.string(),
  /** Active records with a declared, unverified previous employer, by name (an HR user's leave out admin accounts). */
  people: z.array(z.object({ employeeRecordId: z.int(), employeeId: z.string(), name: z.string() })),
});
export type PreviousEmployerPending = z.infer<typeof previousEmployerPendingSchema>;
/** What HR's payroll panel says of them. */
export const previousEmployerPendingText = (count: number, financialYear: string) =>
  count === 0
    ? `No previous employer awaits HR verification for FY ${financialYear}`
    : `${count} ${count === 1 ? "person's previous employer awaits" : "people's previous employers await"} HR verification for FY ${financialYear}: their salary and TDS do not count in the TDS until verified in the person's Tax dialog`;
