import { minutesOfClock, twelveHourClock } from "@/shared/domain/working-time";
import { zonedFormat } from "@/web/lib/format";

/**
 * Checking out before the shift's end asks first (docs/product.md section 9.11): a check-out is final, and
 * a tap at 1:59 PM after a site visit would otherwise end the day four hours early without a word.
 */

const clock = zonedFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** 241 -> '4 h 1 min'; 45 -> '45 min'; 120 -> '2 h'. */
export function earlyText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Whole minutes from now (the business clock, seconds dropped) to the shift's end; null at or after it.
 * The shift ends on the day it starts: Settings refuses an end at or before the start.
 */
export function minutesBeforeShiftEnd(shift: { shiftEnd: string }, now: Date): number | null {
  const early = minutesOfClock(shift.shiftEnd) - minutesOfClock(clock().format(now));
  return early > 0 ? early : null;
}

/** The dialog's words, or null when the shift is over and Check Out goes straight ahead. */
export function earlyCheckOut(shift: { shiftEnd: string }, now: Date): { title: string; message: string; note: string } | null {
  const early = minutesBeforeShiftEnd(shift, now);
  if (early === null) return null;
  return {
    title: "Check out early?",
    message: `Your shift runs to ${twelveHourClock(shift.shiftEnd)}: checking out now ends your day ${earlyText(early)} early.`,
    note: "A check-out is final.",
  };
}
