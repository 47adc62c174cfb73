import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/contract/auth";
import { HR_ATTENDANCE_PATH, hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import { formatLongDate } from "@/web/lib/format";
import { createQueryClient } from "@/web/lib/query-client";
import { AttendancePanel } from "./attendance-panel";
import { attendanceDay, attendanceRow } from "@/web/testing/attendance-rows";

function render(rows = [attendanceRow({})], viewer: Role = "hr") {
  // The panel opens on the server's today (no date asked): seed that answer.
  const today = "2026-11-23";
  const client = createQueryClient();
  client.setQueryData([HR_ATTENDANCE_PATH, {}], attendanceDay(today, rows));
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AttendancePanel id="attendance" viewer={viewer} />
    </QueryClientProvider>,
  );
  return { today, html };
}

/** The cells of the row whose name cell holds `name`, as text. */
const rowText = (html: string, name: string) =>
  (html.match(/<tr[^>]*>.*?<\/tr>/gs) ?? []).find((row) => row.includes(`>${name}<`))?.replace(/<[^>]+>/g, "|") ?? "";

describe("AttendancePanel", () => {
  it("shows the date, the counters and each row by the cell rules", () => {
    const { today, html } = render([
      attendanceRow({}),
      attendanceRow({
        employeeRecordId: 2,
        employeeId: "EMP002",
        name: "Isha Kulkarni",
        status: "Absent",
        checkIn: null,
        checkOut: null,
        location: null,
        offSite: null,
        distanceMetres: null,
        hoursWorked: 0,
      }),
      attendanceRow({
        employeeRecordId: 3,
        employeeId: "EMP003",
        name: "Rohan Joshi",
        status: "Late",
        checkIn: "2026-11-23T04:10:00.000Z",
        checkOut: null,
        missedCheckOut: true,
        hoursWorked: 0,
        offSite: true,
        distanceMetres: 1240,
        correction: { by: "Sneha Patil", at: "2026-11-23T10:15:00.000Z", reason: "Phone battery died" },
      }),
    ]);
    expect(html).toContain('id="attendance"');
    expect(html).toMatch(new RegExp(`<input[^>]*type="date"[^>]*value="${today}"`));
    expect(html).toContain(`Showing attendance for <span class="font-semibold text-slate-900">${formatLongDate(today)}</span>`);
    for (const label of ["Present", "Absent", "Late Arrivals", "On Leave"]) expect(html).toContain(`>${label}</p>`);
    // The overtime dialog lists and exports; it marks nothing, and its button says so.
    expect(html).toContain("Overtime Report");
    expect(html).not.toContain("Mark Overtime");

    const present = rowText(html, "Aarav Deshmukh");
    expect(present).toContain("|9:05 AM|");
    expect(present).toContain("|5:35 PM|");
    expect(present).toContain("|8.5h|");
    const absent = rowText(html, "Isha Kulkarni");
    expect(absent.match(/\|--:--\|/g)).toHaveLength(2);
    expect(absent).toContain("|0.0h|");
    expect(absent).toContain("|-|");
    const late = rowText(html, "Rohan Joshi");
    expect(late).toContain("Missed check-out");
    expect(late).toContain("Off-site · 1.2 km");
    expect(late).toContain("Corrected| by Sneha Patil on 23 Nov 2026, 3:45 pm: Phone battery died");

    // Present green, Absent red, Late amber.
    expect(html).toMatch(/bg-emerald-100[^>]*>Present</);
    expect(html).toMatch(/bg-red-100[^>]*>Absent</);
    expect(html).toMatch(/bg-amber-100[^>]*>Late</);
    expect(html).toContain(`aria-label="Correct attendance for Rohan Joshi on `);
  });

  it("says so when no one was employed on the date", () => {
    expect(render([]).html).toContain("No employees were employed on this date");
  });

  it("shows an admin account's row read-only to HR, with who can correct it; an admin gets Correct", () => {
    const rows = [attendanceRow({ adminAccount: true })];
    const forHr = rowText(render(rows).html, "Aarav Deshmukh");
    expect(forHr).toContain(`|${hrAttendanceMessages.adminAccount}|`);
    expect(forHr).not.toContain("Correct|");
    expect(render(rows, "admin").html).toContain('aria-label="Correct attendance for Aarav Deshmukh on ');
  });
});
