import type { PayDayBasis } from "../../contract/settings";

/**
 * Loss of pay (docs/product.md section 10.6, decision 009): one day's pay is the monthly gross over a
 * divisor (the month's calendar days, 30 or 26, the admin's setting); a month's loss-of-pay days are the
 * working days the person was Absent plus the days before joining or after leaving; the deduction is
 * the amount x those days / the divisor, rounded (a half rupee up), never more than the amount. Approved
 * leave without pay shows as leave, not Absent, but its days are unpaid: they count like an absence.
 */

/** One day's pay is the monthly salary over this many days: the month's calendar days, or 30, or 26. */
export const payDivisor = (basis: PayDayBasis, calendarDays: number) => (basis === "calendar" ? calendarDays : Number(basis));

/** A person's day in the month, as the attendance grid (src/server/modules/attendance/grid.ts) sees it. */
export interface PayDay {
  date: string;
  employed: boolean;
  workingDay: boolean;
  status: string | null;
  /** On Leave under leave without pay (the grid sets it): unpaid like an absence. */
  unpaidLeave?: boolean;
}

/**
 * Loss-of-pay days of a month (decision 009): working days the person was Absent or on leave without pay
 * before `countedUntil` (a running month stops at today, which is not over), plus the days before joining or after leaving:
 * every calendar day of those, or only the working days on the 26-day basis (itself a working-day basis).
 */
export function lossOfPayDays(days: readonly PayDay[], countedUntil: string, basis: PayDayBasis): number {
  return days.filter((day) => {
    if (!day.employed) return basis !== "26" || day.workingDay;
    const unpaid = day.status === "Absent" || (day.status === "On Leave" && day.unpaidLeave === true);
    return day.workingDay && unpaid && day.date < countedUntil;
  }).length;
}

/**
 * Non-contributory days, EPFO's "NCP days" of the ECR: the loss-of-pay days within the person's service (absences
 * and leave without pay), not the days before joining or after leaving, which are outside service altogether:
 * someone who joins on the 16th with no absence, or leaves on the 12th with none, has 0 NCP days
 * (https://www.loansjagat.com/pf/what-is-ncp-days-in-pf; https://www.citehr.com/381398-what-does-mean-ncp-days-pf-software-pg2.html).
 */
export const nonContributoryDays = (days: readonly PayDay[], countedUntil: string, basis: PayDayBasis): number =>
  lossOfPayDays(
    days.filter((day) => day.employed),
    countedUntil,
    basis,
  );

/** amount x days / divisor with the integer product first, so an exact half rupee rounds up; never more than the amount. */
/**
 * The unpaid days of a payroll row outside the person's service (before joining, after the last working day): its
 * loss-of-pay days less those within the service (its NCP days). Unpaid, but not loss of pay.
 */
export const notEmployedDaysOf = (row: { lopDays: number; ncpDays: number }) => row.lopDays - row.ncpDays;

export const lossOfPay = (amount: number, lopDays: number, divisor: number) =>
  Math.min(amount, Math.round((amount * Math.max(lopDays, 0)) / divisor));
