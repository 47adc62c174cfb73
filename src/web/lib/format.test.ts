import { afterEach, describe, expect, it } from "vitest";
import {
  businessTimeZone,
  DEFAULT_BUSINESS_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonth,
  formatRupees,
  formatRupeesShort,
  formatTime,
  setBusinessTimeZone,
  zonedFormat,
} from "./format";

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

describe("another business time zone, as the server's BUSINESS_TIMEZONE sets it", () => {
  afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

  it("is Asia/Kolkata until the server says otherwise", () => {
    expect(businessTimeZone()).toBe("Asia/Kolkata");
  });

  it("shows instants on the server's clock once it is known", () => {
    setBusinessTimeZone("America/Los_Angeles");
    expect(businessTimeZone()).toBe("America/Los_Angeles");
    // 1 Nov 03:00 UTC is still 31 October in Los Angeles (PDT, UTC-7), already 1 November in Pune.
    expect(formatDate("2026-11-01T03:00:00.000Z")).toBe("31 Oct 2026");
    expect(formatMonth("2026-11-01T03:00:00.000Z")).toBe("Oct 2026");
    expect(formatDateTime("2026-11-01T03:00:00.000Z")).toMatch(/^31 Oct 2026, 8:00\s?pm$/i);
    expect(formatTime("2026-11-01T03:00:00.000Z")).toBe("8:00 PM");
    expect(zonedFormat("en-CA", { year: "numeric", month: "2-digit" })().format(new Date("2026-11-01T03:00:00.000Z"))).toBe("2026-10");
  });

  it("follows a change of zone in formatters made before it", () => {
    const yearMonth = zonedFormat("en-CA", { year: "numeric", month: "2-digit" });
    const at = new Date("2026-10-31T19:00:00.000Z");
    expect(yearMonth().format(at)).toBe("2026-11");
    setBusinessTimeZone("Europe/London");
    expect(yearMonth().format(at)).toBe("2026-10");
  });

  it("shows a calendar date as the day it names on any clock", () => {
    for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      setBusinessTimeZone(zone);
      expect(formatDate("2027-03-31")).toBe("31 Mar 2027");
      expect(formatMonth("2027-03-01")).toBe("Mar 2027");
      expect(formatLongDate("2026-11-23")).toBe("Monday, 23 November 2026");
    }
  });

  it("keeps the zone in use when given one this browser does not know", () => {
    setBusinessTimeZone("Europe/London");
    setBusinessTimeZone("Mars/Olympus_Mons");
    setBusinessTimeZone(undefined);
    expect(businessTimeZone()).toBe("Europe/London");
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
