import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { HrToday } from "@/shared/contract/today";
import { TodayList } from "@/web/components/portal/today-list";
import { hrTodayListEntries } from "./hr-today";

const allClear: HrToday = {
  today: "2026-11-26",
  yesterday: "2026-11-25",
  pendingLeaves: 0,
  pendingCorrections: 0,
  missedCheckOuts: 0,
  payroll: { lastMonth: "2026-10", lastMonthFinalised: true, unpaidMonths: 0, firstUnpaidMonth: null },
  missingBankDetails: 0,
  missingUan: 0,
};

const render = (today: HrToday) => renderToStaticMarkup(<TodayList entries={hrTodayListEntries(today, () => undefined)} />);
/** The visible text of each list item, tags dropped. */
const items = (html: string) =>
  [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );

describe("the HR dashboard's Today list", () => {
  it("says so in one line when nothing needs doing", () => {
    const html = render(allClear);
    expect(html).toContain(">Today</h2>");
    expect(html).toContain("Nothing needs doing today");
    expect(html).not.toContain("<li");
  });

  it("lists only the counts above zero, each with the button that opens its panel", () => {
    const html = render({
      ...allClear,
      pendingLeaves: 2,
      pendingCorrections: 1,
      missingUan: 1,
      payroll: { lastMonth: "2026-10", lastMonthFinalised: false, unpaidMonths: 1, firstUnpaidMonth: "2026-09" },
    });
    expect(html).not.toContain("Nothing needs doing today");
    expect(items(html)).toEqual([
      "2 leave requests wait for a decision Open Leave Requests",
      "1 attendance correction request waits for a decision Open Attendance",
      // The month entry carries no count: a '1' would read as a date.
      "October 2026 payroll is not finalised Open Payroll",
      "1 finalised payroll month is not marked paid (September 2026) Open Payroll",
      "1 PF member has no UAN Open Employees",
    ]);
    expect(html).not.toContain("check-out");
    expect(html).not.toContain("bank details");
  });
});
