import type { PayrollMonth } from "@/shared/contract/payroll";
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
