import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import type { AdminToday } from "@/shared/contract/today";
import { TodayList } from "@/web/components/portal/today-list";
import { adminTodayEntries } from "./admin-today";

const allClear: AdminToday = {
  today: "2026-11-26",
  yesterday: "2026-11-25",
  pendingLeaves: 0,
  pendingCorrections: 0,
  missedCheckOuts: 0,
  payroll: { lastMonth: "2026-10", lastMonthFinalised: true, unpaidMonths: 0, firstUnpaidMonth: null },
  missingBankDetails: 0,
  missingUan: 0,
  hrUserLeaves: 0,
  hrUserCorrections: 0,
  unrepliedInquiries: 0,
};

const render = (today: AdminToday) =>
  renderToStaticMarkup(
    <Router ssrPath="/admin-dashboard">
      <TodayList entries={adminTodayEntries(today, () => undefined)} />
    </Router>,
  );
/** Each list item's visible text, tags dropped, and where its link leads (none for a button). */
const items = (html: string) =>
  [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) => ({
    text: match[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ")
      .trim(),
    href: /href="([^"]*)"/.exec(match[1]!)?.[1] ?? null,
  }));

describe("the admin dashboard's Today list", () => {
  it("says so in one line when nothing needs doing", () => {
    const html = render(allClear);
    expect(html).toContain("Nothing needs doing today");
    expect(html).not.toContain("<li");
  });

  it("puts first what only an admin can decide, then the inquiries, then HR's items, each linking to its HR dashboard panel", () => {
    const html = render({
      ...allClear,
      hrUserLeaves: 1,
      hrUserCorrections: 2,
      unrepliedInquiries: 3,
      pendingLeaves: 4,
      pendingCorrections: 2,
      missedCheckOuts: 1,
      payroll: { lastMonth: "2026-10", lastMonthFinalised: false, unpaidMonths: 1, firstUnpaidMonth: "2026-09" },
      missingBankDetails: 2,
      missingUan: 1,
    });
    expect(items(html)).toEqual([
      { text: "1 leave request by the only HR user waits for an admin's decision Open Leave Requests", href: "/hr-dashboard?panel=leaves" },
      {
        text: "2 attendance correction requests by the only HR user wait for an admin's decision Open Attendance",
        href: "/hr-dashboard?panel=attendance",
      },
      // The Inquiries panel is the admin's own: a button that opens it here.
      { text: "3 inquiries wait for a reply Open Inquiries", href: null },
      { text: "4 leave requests wait for a decision Open Leave Requests", href: "/hr-dashboard?panel=leaves" },
      { text: "2 attendance correction requests wait for a decision Open Attendance", href: "/hr-dashboard?panel=attendance" },
      { text: "1 check-in of yesterday has no check-out Open Attendance", href: "/hr-dashboard?panel=attendance" },
      { text: "October 2026 payroll is not finalised Open Payroll", href: "/hr-dashboard?panel=payroll" },
      { text: "1 finalised payroll month is not marked paid (September 2026) Open Payroll", href: "/hr-dashboard?panel=payroll" },
      { text: "2 active employees have no complete bank details Open Employees", href: "/hr-dashboard?panel=employees" },
      { text: "1 PF member has no UAN Open Employees", href: "/hr-dashboard?panel=employees" },
    ]);
  });
});
