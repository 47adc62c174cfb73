import type { PayrollMonth } from "@/shared/contract/payroll";
import type { BankFileSummary } from "@/shared/contract/payroll-payment";
import type { StatutorySummary } from "@/shared/contract/statutory-returns";
import { shiftDate } from "@/shared/domain/working-time";
import { formatDate } from "@/web/lib/format";

// A payroll month is a calendar month: the same on every clock (noon UTC of its first day, read in UTC).
const longMonth = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" as "November 2026" (the confirmation's question). */
export const monthName = (month: string) => longMonth.format(new Date(`${month}-01T12:00:00Z`));

/** What the figures are: a draft that still moves, or a frozen month and who froze it. */
export function statusText(payroll: PayrollMonth): string {
  if (payroll.status === "finalised") {
    const on = payroll.finalisedAt ? ` on ${formatDate(payroll.finalisedAt)}` : "";
    const by = payroll.finalisedBy ? ` by ${payroll.finalisedBy}` : "";
    return `Finalised${on}${by}. These figures are frozen.`;
  }
  return "Draft: figures change with attendance, leave and salary records until the month is finalised.";
}

/**
 * A running month counts loss of pay up to yesterday: countedUntil is exclusive, so the last counted
 * day is the one before it. Null for a month already over (every day counted).
 */
export function countedText(payroll: PayrollMonth): string | null {
  if (payroll.status === "finalised" || !payroll.countedUntil.startsWith(payroll.month)) return null;
  if (payroll.countedUntil === `${payroll.month}-01`) return "Loss of pay is not counted yet: the month began today.";
  return `Loss of pay counted up to ${formatDate(shiftDate(payroll.countedUntil, -1))}`;
}

const people = (count: number) => (count === 1 ? "1 person" : `${count} people`);

/**
 * Why Finalise Month is disabled, as the server says (docs/product.md section 9.14): the month's last day not reached,
 * an earlier month still a draft, a month paid outside the product. Null when it can be finalised.
 */
export const finaliseBlockedText = (payroll: PayrollMonth): string | null =>
  payroll.status === "draft" ? payroll.finaliseBlockedReason : null;

/** What Paid Days counts: the pay basis less loss-of-pay days, with the month's calendar days beside it. */
export function paidDaysText(payroll: PayrollMonth): string {
  if (payroll.payDayBasis === "calendar") return `Paid Days: the month's ${payroll.calendarDays} calendar days less loss-of-pay days.`;
  return `Paid Days: ${payroll.divisor} pay days (the ${payroll.divisor}-day basis) less loss-of-pay days; ${monthName(payroll.month)} has ${payroll.calendarDays} calendar days.`;
}

/** The income-tax rules applied, saying so when the month's financial year is not in the tables. */
export function rulesText(payroll: PayrollMonth): string | null {
  const rules = payroll.incomeTaxRulesYear;
  if (rules === null) return null;
  if (rules === payroll.financialYear) return `Income tax: FY ${rules} rules.`;
  return `Income tax: FY ${rules} rules (the latest held; FY ${payroll.financialYear}'s are not in the tables yet).`;
}

/** The people whose TDS assumes nothing was paid to them earlier in the financial year. */
export const openingFiguresText = (payroll: PayrollMonth): string | null =>
  payroll.withoutOpeningFigures > 0
    ? `TDS assumes nothing was paid earlier this year for ${people(payroll.withoutOpeningFigures)}: the financial year began before the first month paid here and no opening figures were entered for them.`
    : null;

/** Each row note once, with how many people it concerns ('No professional-tax table for Gujarat: nil (2 people)'). */
export function rowNotesText(payroll: PayrollMonth): string[] {
  const counts = new Map<string, number>();
  for (const row of payroll.rows) for (const note of row.notes) counts.set(note, (counts.get(note) ?? 0) + 1);
  return [...counts].map(([note, count]) => `${note} (${people(count)})`);
}

/**
 * Admin accounts' rows an HR user's view leaves out (docs/product.md section 9.9): their pay is shown to admins only,
 * so the rows, totals, files and payslips cover everyone else. Null for an admin, or when there is none.
 */
export function adminAccountsText(payroll: PayrollMonth): string | null {
  const count = payroll.adminAccountsLeftOut ?? 0;
  if (count === 0) return null;
  const whose = count === 1 ? "1 admin account's pay is" : `${count} admin accounts' pay is`;
  return `${whose} shown to admins only: the rows, totals, files and payslips here leave ${count === 1 ? "it" : "them"} out.`;
}

/** Admin accounts an HR user's file leaves out, counted only (docs/product.md section 9.9: HR sees neither their pay nor their bank details). */
export function adminAccountsLeftOutText(summary: Pick<BankFileSummary, "adminAccountsLeftOut">): string | null {
  const count = summary.adminAccountsLeftOut;
  if (count === 0) return null;
  return `${count === 1 ? "1 admin account" : `${count} admin accounts`} with net pay ${count === 1 ? "is" : "are"} not in your file: only an admin's download includes ${count === 1 ? "it" : "them"}.`;
}

/** Admin accounts an HR user's statutory files leave out (docs/product.md section 9.9): an admin files the whole company's. */
export function statutoryAdminAccountsText(summary: Pick<StatutorySummary, "adminAccountsLeftOut">): string | null {
  const count = summary.adminAccountsLeftOut;
  if (count === 0) return null;
  return `${count === 1 ? "1 admin account is" : `${count} admin accounts are`} not in these files: only an admin's downloads include ${count === 1 ? "it" : "them"}, so an admin files the month's returns.`;
}
