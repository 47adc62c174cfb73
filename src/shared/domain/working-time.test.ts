import { describe, expect, it } from "vitest";
import { businessDate } from "./business-time";
import {
  distanceMetres,
  hoursBetween,
  isLate,
  leaveDays,
  minutesOfClock,
  rangesOverlap,
  shiftDate,
  shiftLengthHours,
  twelveHourClock,
} from "./working-time";

const IST = "Asia/Kolkata";

describe("working time", () => {
  it("reads a 24-hour HH:MM as minutes since midnight, and anything else as NaN", () => {
    expect(minutesOfClock("00:00")).toBe(0);
    expect(minutesOfClock("09:05")).toBe(545);
    expect(minutesOfClock("12:00")).toBe(720);
    expect(minutesOfClock("23:59")).toBe(1439);
    expect(minutesOfClock("24:00")).toBe(1440);
    for (const bad of ["", "9:05", "09:05:00", " 09:05", "9am", "ab:cd", "0x:10"]) expect(minutesOfClock(bad)).toBeNaN();
    expect(shiftLengthHours({ shiftStart: "09:00", shiftEnd: "18:30" })).toBe(9.5);
  });

  it("writes a 24-hour HH:MM in 12-hour form as the portal and e-mails show times", () => {
    expect(twelveHourClock("00:00")).toBe("12:00 AM");
    expect(twelveHourClock("00:15")).toBe("12:15 AM");
    expect(twelveHourClock("00:30")).toBe("12:30 AM");
    expect(twelveHourClock("09:30")).toBe("9:30 AM");
    expect(twelveHourClock("11:59")).toBe("11:59 AM");
    expect(twelveHourClock("12:00")).toBe("12:00 PM");
    expect(twelveHourClock("18:00")).toBe("6:00 PM");
    expect(twelveHourClock("23:59")).toBe("11:59 PM");
    expect(twelveHourClock("24:00")).toBe("24:00");
    expect(twelveHourClock("12:60")).toBe("12:60");
    expect(twelveHourClock("")).toBe("");
  });

  it("counts hours to two decimals", () => {
    expect(hoursBetween(new Date("2026-11-20T03:30:00Z"), new Date("2026-11-20T12:45:00Z"))).toBe(9.25);
    expect(hoursBetween(new Date("2026-11-20T03:30:00Z"), new Date("2026-11-20T03:50:00Z"))).toBe(0.33);
  });

  it("takes the business date in IST, across midnight UTC and IST", () => {
    expect(businessDate(new Date("2026-11-20T18:29:59Z"), IST)).toBe("2026-11-20");
    expect(businessDate(new Date("2026-11-20T18:30:00Z"), IST)).toBe("2026-11-21");
    expect(businessDate(new Date("2026-11-20T23:59:00Z"), IST)).toBe("2026-11-21");
  });

  it("is late only after shift start plus grace: 09:15:00 on time, 09:15:01 late", () => {
    const shift = { shiftStart: "09:00", graceMinutes: 15 };
    expect(isLate(new Date("2026-11-20T03:45:00Z"), shift, IST)).toBe(false); // 09:15:00 IST
    expect(isLate(new Date("2026-11-20T03:45:01Z"), shift, IST)).toBe(true);
    expect(isLate(new Date("2026-11-20T03:29:00Z"), { shiftStart: "09:00", graceMinutes: 0 }, IST)).toBe(false);
  });

  it("counts leave days inclusive of both dates, across months and a leap day", () => {
    expect(leaveDays("2026-11-20", "2026-11-20")).toBe(1);
    expect(leaveDays("2026-11-28", "2026-12-02")).toBe(5);
    expect(leaveDays("2028-02-28", "2028-03-01")).toBe(3);
    expect(shiftDate("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("finds overlapping ranges, touching at one day included", () => {
    const a = { startDate: "2026-11-20", endDate: "2026-11-22" };
    expect(rangesOverlap(a, { startDate: "2026-11-22", endDate: "2026-11-25" })).toBe(true);
    expect(rangesOverlap(a, { startDate: "2026-11-18", endDate: "2026-11-20" })).toBe(true);
    expect(rangesOverlap(a, { startDate: "2026-11-23", endDate: "2026-11-25" })).toBe(false);
    expect(rangesOverlap(a, { startDate: "2026-11-10", endDate: "2026-11-30" })).toBe(true);
  });

  it("measures the distance between two points (Shaniwar Wada to Pune station, about 2.2 km)", () => {
    const wada = { latitude: 18.519479, longitude: 73.855466 };
    const station = { latitude: 18.528835, longitude: 73.874422 };
    expect(distanceMetres(wada, station)).toBeGreaterThan(2_200);
    expect(distanceMetres(wada, station)).toBeLessThan(2_300);
    expect(distanceMetres(wada, wada)).toBe(0);
    // One degree of latitude is about 111.2 km.
    expect(Math.round(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }) / 100)).toBe(1112);
  });
});
