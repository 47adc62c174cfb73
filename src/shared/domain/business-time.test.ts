import { describe, expect, it } from "vitest";
import { businessDate, businessMonthStart } from "./business-time";

describe("business time in Asia/Kolkata", () => {
  it("starts the month at midnight IST, which is 18:30 UTC the day before", () => {
    expect(businessMonthStart(new Date("2026-11-22T10:00:00Z"), "Asia/Kolkata").toISOString()).toBe("2026-10-31T18:30:00.000Z");
  });

  it("puts 31 October 19:00 UTC in November (already 1 November 00:30 in Pune)", () => {
    const lateEvening = new Date("2026-10-31T19:00:00Z");
    expect(businessDate(lateEvening, "Asia/Kolkata")).toBe("2026-11-01");
    expect(businessMonthStart(lateEvening, "Asia/Kolkata").toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(businessMonthStart(new Date("2026-10-31T18:29:59Z"), "Asia/Kolkata").toISOString()).toBe("2026-09-30T18:30:00.000Z");
  });
});
