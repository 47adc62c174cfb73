import { describe, expect, it } from "vitest";
import { MISSED_CHECK_OUT } from "@/shared/contract/hr-attendance";
import { formatLongDate } from "@/web/lib/format";
import { checkOutText, clockValue, correctionText, hoursText, locationText, offSiteText, shiftText, timeText } from "./attendance-text";
import { attendanceRow } from "@/web/testing/attendance-rows";

describe("attendance cell rules", () => {
  it("shows times in 12-hour business time and '--:--' without one", () => {
    expect(timeText("2026-11-23T03:35:00.000Z")).toBe("9:05 AM");
    expect(timeText(null)).toBe("--:--");
    expect(checkOutText(attendanceRow({ checkOut: null, missedCheckOut: true }))).toBe(MISSED_CHECK_OUT);
    expect(checkOutText(attendanceRow({ checkOut: null }))).toBe("--:--");
  });

  it("gives hours one decimal and an 'h'", () => {
    expect(hoursText(8.5)).toBe("8.5h");
    expect(hoursText(0)).toBe("0.0h");
    expect(hoursText(7.96)).toBe("8.0h");
  });

  it("notes an off-site check-in with its distance", () => {
    expect(offSiteText(attendanceRow({ offSite: true, distanceMetres: 1240 }))).toBe("Off-site · 1.2 km");
    expect(offSiteText(attendanceRow({ offSite: true, distanceMetres: 850 }))).toBe("Off-site · 850 m");
    expect(offSiteText(attendanceRow({ offSite: true, distanceMetres: null }))).toBe("Off-site");
    expect(offSiteText(attendanceRow({ offSite: null }))).toBeNull();
    expect(locationText(attendanceRow({ location: null }))).toBe("-");
  });

  it("says who corrected a day, when and why", () => {
    expect(correctionText({ by: "Sneha Patil", at: "2026-11-23T10:15:00.000Z", reason: "Phone battery died" })).toBe(
      "by Sneha Patil on 23 Nov 2026, 3:45 pm: Phone battery died",
    );
  });

  it("reads dates and clock times in the business time zone", () => {
    expect(clockValue("2026-11-22T18:40:00.000Z")).toBe("00:10");
    expect(formatLongDate("2026-11-23")).toBe("Monday, 23 November 2026");
    expect(shiftText({ shiftStart: "09:00", shiftEnd: "18:00", graceMinutes: 15 })).toBe("Shift 09:00–18:00");
  });
});
