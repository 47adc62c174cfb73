import { describe, expect, it } from "vitest";
import { describeService, serviceLength } from "./service-length";

// Each length counted by hand on the calendar; the last working day is served (both ends included).

describe("a leaver's length of service", () => {
  it("is one day when the person leaves on the day they joined, and nothing when the last day is before joining", () => {
    expect(serviceLength("2026-11-10", "2026-11-10")).toEqual({ years: 0, months: 0, days: 1 });
    expect(serviceLength("2026-11-10", "2026-11-09")).toEqual({ years: 0, months: 0, days: 0 });
  });

  it("counts the days of a month not completed", () => {
    // 15 Mar to 13 Apr 2026: 17 days in March (15-31) and 13 in April = 30 days, short of the month that ends on 14 Apr.
    expect(serviceLength("2026-03-15", "2026-04-13")).toEqual({ years: 0, months: 0, days: 30 });
    // One more day completes it: 15 Mar to 14 Apr is 1 month.
    expect(serviceLength("2026-03-15", "2026-04-14")).toEqual({ years: 0, months: 1, days: 0 });
  });

  it("counts whole months across a year's end", () => {
    // 1 Dec 2025 to 31 Jan 2026: December and January, 2 months.
    expect(serviceLength("2025-12-01", "2026-01-31")).toEqual({ years: 0, months: 2, days: 0 });
  });

  it("ends a month that starts on a day the next month lacks on that month's last day", () => {
    // Joined 31 Jan 2026: a month later is 28 Feb (2026 has no 29 Feb), the day after a last working day of 27 Feb.
    expect(serviceLength("2026-01-31", "2026-02-27")).toEqual({ years: 0, months: 1, days: 0 });
    // Joined 29 Feb 2024 (a leap year): a year later is 28 Feb 2025, the day after 27 Feb 2025.
    expect(serviceLength("2024-02-29", "2025-02-27")).toEqual({ years: 1, months: 0, days: 0 });
  });
});

describe("a length of service in words", () => {
  it("names each part with its plural and leaves out the parts at zero", () => {
    expect(describeService({ years: 7, months: 6, days: 3 })).toBe("7 years 6 months 3 days");
    expect(describeService({ years: 1, months: 1, days: 1 })).toBe("1 year 1 month 1 day");
    expect(describeService({ years: 5, months: 0, days: 0 })).toBe("5 years");
    expect(describeService({ years: 0, months: 11, days: 0 })).toBe("11 months");
  });

  it("says 0 days for no service at all", () => {
    expect(describeService({ years: 0, months: 0, days: 0 })).toBe("0 days");
  });
});
