import { describe, expect, it } from "vitest";
import { attendanceStatus, missedCheckOut, overtimeHours, type DayFacts } from "./attendance-status";
import { businessInstant } from "./business-time";
import { isLate } from "./working-time";

// Sunday is the weekly off; Wednesday 18 November 2026 a holiday.
const calendar = { weeklyOffDays: [0], holidays: new Set(["2026-11-18"]) };
const facts = (overrides: Partial<DayFacts>): DayFacts => ({
  date: "2026-11-20",
  today: "2026-11-23",
  checkIn: null,
  onApprovedLeave: false,
  calendar,
  ...overrides,
});
const shift = { shiftStart: "09:00", shiftEnd: "18:00", graceMinutes: 15 };
const zone = "Asia/Kolkata";

describe("attendance status of a day", () => {
  it("is Late only after shift start plus grace: 09:15 is on time, 09:16 late", () => {
    const at = (time: string) => ({ late: isLate(businessInstant("2026-11-20", time, zone), shift, zone) });
    expect(attendanceStatus(facts({ checkIn: at("08:50") }))).toBe("Present");
    expect(attendanceStatus(facts({ checkIn: at("09:15") }))).toBe("Present");
    expect(attendanceStatus(facts({ checkIn: at("09:16") }))).toBe("Late");
    // To the second: 09:15:00 in Kolkata (03:45:00 UTC) is on time, 09:15:01 already late.
    expect(isLate(new Date("2026-11-20T03:45:00Z"), shift, zone)).toBe(false);
    expect(isLate(new Date("2026-11-20T03:45:01Z"), shift, zone)).toBe(true);
  });

  it("is On Leave on a day approved leave covers, Holiday on a holiday, Weekly Off on the off day", () => {
    expect(attendanceStatus(facts({ onApprovedLeave: true }))).toBe("On Leave");
    expect(attendanceStatus(facts({ date: "2026-11-18" }))).toBe("Holiday");
    expect(attendanceStatus(facts({ date: "2026-11-22" }))).toBe("Weekly Off");
    // Leave over a holiday or the weekly off: the leave is what HR sees.
    expect(attendanceStatus(facts({ date: "2026-11-18", onApprovedLeave: true }))).toBe("On Leave");
    expect(attendanceStatus(facts({ date: "2026-11-22", onApprovedLeave: true }))).toBe("On Leave");
    // A holiday falling on the weekly off (Sunday 15 November here) reads Holiday.
    expect(attendanceStatus(facts({ date: "2026-11-15", calendar: { weeklyOffDays: [0], holidays: new Set(["2026-11-15"]) } }))).toBe(
      "Holiday",
    );
  });

  it("shows someone who worked on a holiday or during leave as working", () => {
    expect(attendanceStatus(facts({ date: "2026-11-18", checkIn: { late: false } }))).toBe("Present");
    expect(attendanceStatus(facts({ date: "2026-11-22", checkIn: { late: false } }))).toBe("Present");
    expect(attendanceStatus(facts({ onApprovedLeave: true, checkIn: { late: true } }))).toBe("Late");
  });

  it("is Absent on a past or current working day with none of these, and nothing in the future", () => {
    expect(attendanceStatus(facts({}))).toBe("Absent");
    expect(attendanceStatus(facts({ date: "2026-11-23" }))).toBe("Absent");
    expect(attendanceStatus(facts({ date: "2026-11-24" }))).toBeNull();
    // Even leave or a holiday ahead has no status yet.
    expect(attendanceStatus(facts({ date: "2026-11-25", onApprovedLeave: true }))).toBeNull();
  });
});

describe("missed check-out", () => {
  it("flags an open check-in only once its business day has ended", () => {
    expect(missedCheckOut({ checkOutAt: null }, "2026-11-22", "2026-11-23")).toBe(true);
    expect(missedCheckOut({ checkOutAt: null }, "2026-11-23", "2026-11-23")).toBe(false);
    expect(missedCheckOut({ checkOutAt: new Date() }, "2026-11-22", "2026-11-23")).toBe(false);
    expect(missedCheckOut(null, "2026-11-22", "2026-11-23")).toBe(false);
  });
});

describe("overtime", () => {
  it("counts the hours beyond the shift's length", () => {
    expect(overtimeHours(10, shift)).toBe(1);
    expect(overtimeHours(9.17, shift)).toBe(0.17);
    expect(overtimeHours(9, shift)).toBe(0);
    expect(overtimeHours(0, shift)).toBe(0);
  });
});
