import { businessDate } from "../../business-time";

/**
 * Whether a leaver has left (docs/product.md section 10.6.4): the account works through the last working
 * day, a business date in BUSINESS_TIMEZONE, and from the next day on logins are refused and sessions end.
 * The login and the session check ask this themselves, so nothing waits for the hourly sweep (src/server/modules/separations/sweep.ts).
 */
export function hasLeft(lastWorkingDay: string | null | undefined, now: Date, timeZone: string): boolean {
  return lastWorkingDay != null && lastWorkingDay < businessDate(now, timeZone);
}
