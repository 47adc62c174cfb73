import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonth, formatRupees, formatRupeesShort } from "./format";

describe("portal formatting", () => {
  it("groups rupees the Indian way", () => {
    expect(formatRupees(123456)).toBe("₹1,23,456");
    expect(formatRupees(120000000)).toBe("₹12,00,00,000");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("shows instants in Pune time, whatever the machine's zone", () => {
    // 31 Oct 19:00 UTC is already 1 November in Pune.
    expect(formatDate("2026-10-31T19:00:00.000Z")).toBe("1 Nov 2026");
    expect(formatDateTime("2026-10-31T19:00:00.000Z")).toMatch(/^1 Nov 2026, 12:30\s?am$/i);
    expect(formatMonth("2026-10-31T19:00:00.000Z")).toBe("Nov 2026");
  });

  it("shows a calendar date as the day it names", () => {
    expect(formatDate("2027-03-31")).toBe("31 Mar 2027");
    expect(formatMonth("2027-03-01")).toBe("Mar 2027");
  });
});

describe("formatRupeesShort", () => {
  it("shortens to thousands, lakhs and crores with at most one decimal", () => {
    expect(formatRupeesShort(950)).toBe("₹950");
    expect(formatRupeesShort(45_000)).toBe("₹45K");
    expect(formatRupeesShort(49_850)).toBe("₹49.9K");
    expect(formatRupeesShort(96_000)).toBe("₹96K");
    expect(formatRupeesShort(99_960)).toBe("₹1L");
    expect(formatRupeesShort(120_000)).toBe("₹1.2L");
    expect(formatRupeesShort(34_000_000)).toBe("₹3.4Cr");
  });
});
