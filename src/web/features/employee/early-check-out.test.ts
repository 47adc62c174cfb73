import { describe, expect, it } from "vitest";
import { earlyCheckOut, earlyText, minutesBeforeShiftEnd, shiftTimeText } from "./early-check-out";

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

  it("counts a night shift's end on the next day once it has started", () => {
    // 23:00 IST = 17:30 UTC; a 22:00-06:00 shift ends in 7 h (420 min).
    expect(minutesBeforeShiftEnd({ shiftStart: "22:00", shiftEnd: "06:00" }, new Date("2026-11-23T17:30:00Z"))).toBe(420);
  });

  it("writes times and durations as people say them", () => {
    expect(shiftTimeText("18:00")).toBe("6:00 PM");
    expect(shiftTimeText("09:30")).toBe("9:30 AM");
    expect(shiftTimeText("12:00")).toBe("12:00 PM");
    expect(shiftTimeText("00:15")).toBe("12:15 AM");
    expect(earlyText(241)).toBe("4 h 1 min");
    expect(earlyText(45)).toBe("45 min");
    expect(earlyText(120)).toBe("2 h");
  });
});
