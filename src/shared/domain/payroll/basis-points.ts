/**
 * Statutory rates in basis points (1/100 of a per cent): the provident fund and ESI shares are computed
 * in whole-number arithmetic, so 8.33% of ₹15,000 is exactly 1,249.5 before each contribution's own
 * rounding (docs/product.md section 10.6).
 */

export const ofBp = (amount: number, basisPoints: number) => (amount * basisPoints) / 10_000;
