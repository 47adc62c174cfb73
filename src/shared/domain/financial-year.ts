/**
 * India's financial year runs from April to March and is written 'YYYY-YY' ("2025-26" is April 2025 to
 * March 2026). Income tax, its tables and the TDS projection count by it; months are 'YYYY-MM'.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

function parseMonth(month: string): { year: number; monthNumber: number } {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month 'YYYY-MM': ${month}`);
  return { year: Number(match[1]), monthNumber: Number(match[2]) };
}

/** The year the financial year starts in (April of it), checking the 'YYYY-YY' form. */
function startYearOf(financialYear: string): number {
  const match = FINANCIAL_YEAR.exec(financialYear);
  const start = Number(match?.[1]);
  if (!match || Number(match[2]) !== (start + 1) % 100) throw new RangeError(`Not a financial year 'YYYY-YY': ${financialYear}`);
  return start;
}

/** The financial year a month falls in: "2025-04" to "2026-03" are all "2025-26". */
export function financialYearOf(month: string): string {
  const { year, monthNumber } = parseMonth(month);
  const start = monthNumber >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The twelve months of a financial year, April first and March last. */
export function monthsOfFinancialYear(financialYear: string): string[] {
  const start = startYearOf(financialYear);
  return Array.from({ length: 12 }, (_, index) => {
    const monthNumber = ((index + 3) % 12) + 1;
    const year = monthNumber >= 4 ? start : start + 1;
    return `${year}-${String(monthNumber).padStart(2, "0")}`;
  });
}
