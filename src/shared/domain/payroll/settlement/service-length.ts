import { differenceInCalendarDays, parseISO } from "date-fns";
import { shiftDate } from "../../working-time";

/**
 * Length of service of a leaver (docs/product.md section 10.6.4): from the date of joining to the last
 * working day, both included, in whole calendar years, then whole months, then days. Joining on
 * 1 Jan 2019 and leaving on 30 Jun 2026 is 7 years 6 months 0 days.
 */

export interface ServiceLength {
  years: number;
  months: number;
  days: number;
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** `date` moved by whole months; a day past the target month's end becomes its last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const index = monthIndex(date) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function serviceLength(joined: string, lastWorkingDay: string): ServiceLength {
  // The day after the last working day is where the service ends (the last working day itself is served).
  const end = shiftDate(lastWorkingDay, 1);
  if (end <= joined) return { years: 0, months: 0, days: 0 };
  let months = monthIndex(end) - monthIndex(joined);
  if (addMonths(joined, months) > end) months -= 1;
  const days = differenceInCalendarDays(parseISO(end), parseISO(addMonths(joined, months)));
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** "7 years 6 months 3 days" (parts at zero left out; "0 days" for none at all). */
export function describeService({ years, months, days }: ServiceLength): string {
  const part = (count: number, unit: string) => (count > 0 ? [`${count} ${unit}${count === 1 ? "" : "s"}`] : []);
  const parts = [...part(years, "year"), ...part(months, "month"), ...part(days, "day")];
  return parts.length > 0 ? parts.join(" ") : "0 days";
}
