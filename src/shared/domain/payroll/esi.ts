import { ofBp } from "./basis-points";

/**
 * Employees' State Insurance (docs/product.md section 10.6): it applies while the full monthly gross is
 * at most ₹21,000; then the employee pays 0.75% and the employer 3.25% of the month's earned gross, each
 * rounded up to the rupee, as ESIC does.
 */

const ESI_EMPLOYER_BP = 325;
const ESI_EMPLOYEE_BP = 75;
export const ESI_GROSS_CEILING = 21_000;

/** ESI applies while the full monthly gross is at most ₹21,000; amounts round up to the rupee, as ESIC does. */
const esiApplies = (fullMonthlyGross: number) => fullMonthlyGross > 0 && fullMonthlyGross <= ESI_GROSS_CEILING;

/** The employee's ESI: 0.75% of the earned gross while the full monthly gross is at most ₹21,000 (rounded up). */
export const employeeEsi = (input: { earnedGross: number; fullMonthlyGross: number }) =>
  esiApplies(input.fullMonthlyGross) ? Math.ceil(ofBp(input.earnedGross, ESI_EMPLOYEE_BP)) : 0;

/** The employer's ESI: 3.25% of the earned gross while the full monthly gross is at most ₹21,000 (rounded up). */
export const employerEsi = (input: { earnedGross: number; fullMonthlyGross: number }) =>
  esiApplies(input.fullMonthlyGross) ? Math.ceil(ofBp(input.earnedGross, ESI_EMPLOYER_BP)) : 0;
