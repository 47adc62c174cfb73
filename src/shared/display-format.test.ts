import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatRupees } from "./display-format";

describe("display format", () => {
  it("groups rupees the Indian way with the rupee sign", () => {
    expect(formatRupees(58_900)).toBe("₹58,900");
    expect(formatRupees(12_34_567)).toBe("₹12,34,567");
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(-1_500)).toBe("-₹1,500");
  });

  it("shows a calendar date as the day it names, and leaves anything else as it is", () => {
    expect(formatCalendarDate("2026-11-22")).toBe("22 Nov 2026");
    expect(formatCalendarDate("2027-03-01")).toBe("1 Mar 2027");
    expect(formatCalendarDate("2026-13-45")).toBe("2026-13-45");
    expect(formatCalendarDate("-")).toBe("-");
  });
});
