import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EmployeeMonth, EmployeeMonthDay } from "@/shared/contract/employee-portal";
import type { Regularisation } from "@/shared/contract/regularisations";
import { askedTimes, decisionText, recordedTimes } from "@/web/components/portal/correction-details";
import { MonthCalendar, MonthDayList } from "./month-calendar";
import { correctable } from "./month-days";

const day = (date: string, status: EmployeeMonthDay["status"]): EmployeeMonthDay => ({
  date,
  status,
  missedCheckOut: false,
  checkIn: null,
  checkOut: null,
  location: null,
  hoursWorked: 0,
});
// Today is Monday 23 November 2026: 30 days back is 24 October.
const today = "2026-11-23";

describe("which days offer 'Request correction' (docs/product.md section 9.20)", () => {
  it("a past day of the last 30 on which the person was employed; never today, a day to come or the 31st day back", () => {
    expect(correctable(day("2026-11-22", "Weekly Off"), today)).toBe(true);
    expect(correctable(day("2026-10-24", "Absent"), today)).toBe(true);
    expect(correctable(day("2026-10-23", "Absent"), today)).toBe(false);
    expect(correctable(day("2026-11-23", "Absent"), today)).toBe(false);
    expect(correctable(day("2026-11-24", null), today)).toBe(false);
    // Before joining: no status.
    expect(correctable(day("2026-11-02", null), today)).toBe(false);
  });

  it("shows the action on such days, and 'Correction requested' on a day with a pending request", () => {
    const month: EmployeeMonth = {
      month: "2026-11",
      today,
      earliestMonth: null,
      days: [day("2026-11-19", "Absent"), day("2026-11-20", "Present"), day("2026-11-23", "Absent"), day("2026-11-24", null)],
      counts: { present: 1, late: 0, absent: 2, onLeave: 0, holiday: 0, weeklyOff: 0, missedCheckOut: 0 },
    };
    const corrections = { pending: new Set(["2026-11-20"]), onRequest: () => undefined };
    for (const html of [
      renderToStaticMarkup(<MonthDayList month={month} title="November 2026" corrections={corrections} />),
      renderToStaticMarkup(<MonthCalendar month={month} title="November 2026" corrections={corrections} />),
    ]) {
      expect(html.match(/Request correction<span class="sr-only"> for Thursday, 19 November 2026<\/span>/g)).toHaveLength(1);
      expect(html.match(/Request correction/g)).toHaveLength(1);
      expect(html.match(/>Correction requested</g)).toHaveLength(1);
    }
    expect(renderToStaticMarkup(<MonthCalendar month={month} title="November 2026" corrections={corrections} />)).toContain(
      'aria-label="Friday, 20 November 2026: Present, correction requested"',
    );
    // Without the person's requests (not loaded yet), no day offers the action.
    expect(renderToStaticMarkup(<MonthDayList month={month} title="November 2026" />)).not.toContain("Request correction");
  });
});

describe("a request's text", () => {
  const request = { checkIn: "09:05", checkOut: "18:10", currentCheckIn: "2026-11-20T04:10:00.000Z", currentCheckOut: null };
  it("shows the asked times in 12-hour form beside the recorded ones (business time zone)", () => {
    expect(askedTimes(request)).toBe("9:05 AM – 6:10 PM");
    expect(askedTimes({ checkIn: "09:05", checkOut: null })).toBe("9:05 AM – no check-out");
    expect(recordedTimes(request)).toBe("9:40 AM – --:--");
    expect(recordedTimes({ currentCheckIn: null, currentCheckOut: null })).toBe("No check-in recorded");
  });

  it("names who decided, as manager or HR", () => {
    const decided = (status: Regularisation["status"], decidedAs: Regularisation["decidedAs"]) =>
      decisionText({ status, decidedAs, decidedBy: decidedAs ? "Omkar Jadhav" : null });
    expect(decided("Pending", null)).toBeNull();
    expect(decided("Rejected", "manager")).toBe("Rejected by Omkar Jadhav (manager)");
    expect(decided("Approved", "hr")).toBe("Approved by HR (Omkar Jadhav)");
    expect(decided("Cancelled", null)).toBe("Cancelled by the employee");
  });
});
