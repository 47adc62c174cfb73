import { describe, expect, it } from "vitest";
import { earlyCheckOut, earlyText, minutesBeforeShiftEnd } from "./early-check-out";

// Instants in UTC; the business clock is Pune's (UTC+5:30).
const shift = { shiftStart: "09:00", shiftEnd: "18:00" };

describe("an early check-out", () => {
  it("says how early it is at 1:59 PM in Pune, a shift to 6:00 PM", () => {
    // 13:59 IST = 08:29 UTC; 18:00 - 13:59 = 4 h 1 min.
    expect(earlyCheckOut(shift, new Date("2026-11-23T08:29:40Z"))).toEqual({
      title: "Check out early?",
      message: "Your shift runs to 6:00 PM: checking out now ends your day 4 h 1 min early.",
      note: "A check-out is final.",
    });
  });

  it("asks nothing at or after the shift's end", () => {
    // 18:00 IST = 12:30 UTC; 19:15 IST = 13:45 UTC.
    expect(earlyCheckOut(shift, new Date("2026-11-23T12:30:00Z"))).toBeNull();
    expect(earlyCheckOut(shift, new Date("2026-11-23T13:45:00Z"))).toBeNull();
    // 17:59 IST = 12:29 UTC: one minute early.
    expect(minutesBeforeShiftEnd(shift, new Date("2026-11-23T12:29:59Z"))).toBe(1);
  });

  it("writes durations as people say them", () => {
    expect(earlyText(241)).toBe("4 h 1 min");
    expect(earlyText(45)).toBe("45 min");
    expect(earlyText(120)).toBe("2 h");
  });
});
