import { describe, expect, it } from "vitest";
import { hasLeft } from "./left";

// Pune is UTC+5:30: midnight between 30 Nov and 1 Dec 2026 in Pune is 18:30 UTC on 30 Nov.
const PUNE = "Asia/Kolkata";

describe("whether a leaver has left", () => {
  it("works through the whole last working day on the business clock and has left from the next day", () => {
    expect(hasLeft("2026-11-30", new Date("2026-11-30T18:29:59Z"), PUNE)).toBe(false); // 11:59:59 PM on 30 Nov in Pune
    expect(hasLeft("2026-11-30", new Date("2026-11-30T18:30:00Z"), PUNE)).toBe(true); // midnight, 1 Dec in Pune
  });

  it("reads the date in the business time zone, not the server's", () => {
    // The same instant is still 30 Nov in UTC.
    expect(hasLeft("2026-11-30", new Date("2026-11-30T18:30:00Z"), "UTC")).toBe(false);
  });

  it("has not left without a last working day", () => {
    expect(hasLeft(null, new Date("2030-01-01T00:00:00Z"), PUNE)).toBe(false);
    expect(hasLeft(undefined, new Date("2030-01-01T00:00:00Z"), PUNE)).toBe(false);
  });
});
