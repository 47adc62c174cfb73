import { lastDayOf, type PayrollMonth, type PayrollRow } from "@/shared/contract/payroll";
import { financialYearOf } from "@/shared/domain/financial-year";
import { esiCovered } from "@/shared/domain/payroll/esi";
import { lossOfPay } from "@/shared/domain/payroll/loss-of-pay";
import { byDepartment, grossPayOf, payrollTotals, recoverableOf } from "@/shared/domain/payroll/payroll-totals";
import { employerProvidentFund, PF_WAGE_CEILING } from "@/shared/domain/payroll/provident-fund";

/**
 * A finalised month as stored (`payroll_runs.snapshot`) read as today's contract. Months finalised before
 * the deductions were computed (docs/decisions/009-attendance-and-payroll.md) lack some fields; they are
 * filled with what those months did: no labour welfare fund, no EPF admin charge, no overrides, ESI
 * whenever the full gross was within the ceiling, earned basic and HRA as loss of pay left them, the NCP days
 * as the loss-of-pay days (the days outside service were not told apart then), and
 * null where the month recorded nothing (statutory details, regime, rules year); no pay items, and the PF and
 * ESI wages the contributions were computed on: the PF wage the employer's EPF share gives back (12% of it,
 * rounded: the wage is the earned basic, capped or not, which the stored row does not say), the earned gross
 * when ESI was charged; gross pay and what is recoverable from the earned gross, the items and the deductions,
 * and the totals a month stored without them from its rows. The departments' gross pay is summed from the rows
 * (months finalised before summed the earned gross, without the items).
 */

/** A stored row: any field added since may be missing. */
type StoredRow = Partial<Omit<PayrollRow, "deductions" | "employer">> &
  Pick<PayrollRow, "earnings" | "grossMonthly" | "lopDays"> & {
    deductions: Omit<PayrollRow["deductions"], "labourWelfareFund"> & { labourWelfareFund?: number };
    employer: Omit<PayrollRow["employer"], "adminCharge" | "labourWelfareFund"> & { adminCharge?: number; labourWelfareFund?: number };
  };
type StoredMonth = Partial<PayrollMonth> & Pick<PayrollMonth, "month" | "divisor"> & { rows: StoredRow[] };

/** The PF wage of a row stored without it: the earned basic, or the ceiling when the employer's 12% says so. */
function storedPfWage(row: StoredRow, earnedBasic: number): number {
  const twelvePercent = row.employer.epf + row.employer.eps;
  if (twelvePercent === 0) return 0;
  const atCeiling = employerProvidentFund({ earnedBasic: PF_WAGE_CEILING, member: true, capped: true });
  const capped = earnedBasic > PF_WAGE_CEILING && twelvePercent === atCeiling.epf + atCeiling.eps;
  return capped ? PF_WAGE_CEILING : earnedBasic;
}

function readRow(row: StoredRow, divisor: number): PayrollRow {
  const earned = (amount: number) => Math.max(0, amount - lossOfPay(amount, row.lopDays, divisor));
  const earnedBasic = row.earnedBasic ?? earned(row.earnings.basicSalary);
  const pfWage = row.pfWage ?? storedPfWage(row, earnedBasic);
  // Before EPS and EDLI wages were stored, a month was capped once and everyone paid EPS: both the PF wage at most ₹15,000.
  const ceilingWage = Math.min(pfWage, PF_WAGE_CEILING);
  const paid = { earnedGross: row.earnedGross ?? 0, itemEarnings: row.itemEarnings ?? 0, totalDeductions: row.totalDeductions ?? 0 };
  return {
    ...(row as PayrollRow),
    uan: row.uan ?? null,
    esiIpNumber: row.esiIpNumber ?? null,
    stateOfWork: row.stateOfWork ?? null,
    taxRegime: row.taxRegime ?? null,
    earnedBasic,
    earnedHra: row.earnedHra ?? earned(row.earnings.hra),
    esiCovered: row.esiCovered ?? esiCovered(row.grossMonthly),
    ncpDays: row.ncpDays ?? row.lopDays,
    items: row.items ?? [],
    itemEarnings: row.itemEarnings ?? 0,
    itemDeductions: row.itemDeductions ?? 0,
    grossPay: row.grossPay ?? grossPayOf(paid),
    recoverable: row.recoverable ?? recoverableOf(paid),
    pfWage,
    epsWage: row.epsWage ?? ceilingWage,
    edliWage: row.edliWage ?? ceilingWage,
    esiWage: row.esiWage ?? (row.employer.esi > 0 ? (row.earnedGross ?? 0) : 0),
    deductions: { ...row.deductions, labourWelfareFund: row.deductions.labourWelfareFund ?? 0 },
    overridden: row.overridden ?? { providentFund: false, professionalTax: false, incomeTax: false },
    employer: { ...row.employer, adminCharge: row.employer.adminCharge ?? 0, labourWelfareFund: row.employer.labourWelfareFund ?? 0 },
    notes: row.notes ?? [],
  };
}

export function readSnapshot(snapshot: unknown): PayrollMonth {
  const stored = snapshot as StoredMonth;
  const rows = stored.rows.map((row) => readRow(row, stored.divisor));
  return {
    ...(stored as PayrollMonth),
    finalisableFrom: stored.finalisableFrom ?? lastDayOf(stored.month),
    finalisable: stored.finalisable ?? true,
    finaliseBlockedReason: stored.finaliseBlockedReason ?? null,
    financialYear: stored.financialYear ?? financialYearOf(stored.month),
    incomeTaxRulesYear: stored.incomeTaxRulesYear ?? null,
    withoutOpeningFigures: stored.withoutOpeningFigures ?? 0,
    // The stored totals stand; those added since are summed from the rows.
    totals: { ...payrollTotals(rows), ...stored.totals },
    byDepartment: byDepartment(rows),
    rows,
  };
}
