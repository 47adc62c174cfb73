import { describe, expect, it } from "vitest";
import { teamDayStatus } from "./team-day-status";

const zone = "Asia/Kolkata";
// 12:29:59 UTC is 17:59:59 in Pune; 12:30 UTC is 18:00.
const beforeEnd = new Date("2026-11-23T12:29:59Z");
const atEnd = new Date("2026-11-23T12:30:00Z");

describe("teamDayStatus", () => {
  it("shows a working day without a check-in as 'Not checked in yet' until the shift ends, then Absent", () => {
    expect(teamDayStatus("Absent", beforeEnd, "18:00", zone)).toBe("Not checked in yet");
    expect(teamDayStatus("Absent", atEnd, "18:00", zone)).toBe("Absent");
    expect(teamDayStatus("Absent", new Date("2026-11-23T03:30:00Z"), "09:00", zone)).toBe("Absent");
  });

  it("keeps every other status as the day has it", () => {
    for (const status of ["Present", "Late", "On Leave", "Holiday", "Weekly Off"] as const)
      expect(teamDayStatus(status, beforeEnd, "18:00", zone)).toBe(status);
  });
});
