import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  HR_LEAVE_ALLOWANCES_PATH,
  HR_LEAVE_BALANCES_PATH,
  HR_LEAVES_PATH,
  leaveAdminMessages,
  type HrLeave,
  type LeaveAllowanceView,
} from "@/shared/contract/leave-admin";
import { PAGE_SIZE } from "@/web/features/portal/paged-list";
import { createQueryClient } from "@/web/lib/query-client";
import { LeaveAllowancesSection } from "./leave-allowances-section";
import { BalanceLine } from "./leave-decision-dialog";
import { LeavesPanel } from "./leaves-panel";
import { hrLeave } from "@/web/testing/hr-leave";

const leave = hrLeave;

function render(node: ReactNode, seed: (client: QueryClient) => void) {
  const client = createQueryClient();
  seed(client);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe("LeavesPanel", () => {
  it("opens on the pending requests with Approve and Reject named after the person; decided rows have none", () => {
    const rows = [
      leave({}),
      leave({ id: 2, status: "Approved", decidedBy: "Sneha Patil", comment: "Enjoy" }),
      leave({ id: 3, status: "Rejected" }),
    ];
    const html = render(<LeavesPanel id="leaves" viewer="hr" />, (client) =>
      client.setQueryData([HR_LEAVES_PATH, { limit: PAGE_SIZE, offset: 0, status: "Pending", q: "" }, "page"], { rows, total: 3 }),
    );
    expect(html).toContain('id="leaves"');
    expect(html).toMatch(/<option value="Pending" selected="">Pending<\/option>/);
    expect(html.match(/aria-label="Approve leave for Aarav Deshmukh, /g)).toHaveLength(1);
    expect(html.match(/aria-label="Reject leave for Aarav Deshmukh, /g)).toHaveLength(1);
    // Pending yellow, Approved green, Rejected red.
    expect(html).toMatch(/bg-amber-100[^>]*>Pending</);
    expect(html).toMatch(/bg-emerald-100[^>]*>Approved</);
    expect(html).toMatch(/bg-red-100[^>]*>Rejected</);
    expect(html).toContain("by Sneha Patil");
    expect(html).toContain("Showing 1-3 of 3");
    // An approved leave can be cancelled; a rejected one cannot.
    expect(html.match(/aria-label="Cancel leave of Aarav Deshmukh, /g)).toHaveLength(1);
  });

  it("shows an admin account's requests read-only to HR, with who can decide them; an admin gets the buttons", () => {
    const rows = [leave({ adminAccount: true }), leave({ id: 2, status: "Approved", adminAccount: true })];
    const seed = (client: QueryClient) =>
      client.setQueryData([HR_LEAVES_PATH, { limit: PAGE_SIZE, offset: 0, status: "Pending", q: "" }, "page"], { rows, total: 2 });
    const forHr = render(<LeavesPanel id="leaves" viewer="hr" />, seed);
    expect(forHr.match(new RegExp(leaveAdminMessages.adminAccount, "g"))).toHaveLength(2);
    expect(forHr).not.toMatch(/aria-label="(Approve|Reject|Cancel) leave/);
    const forAdmin = render(<LeavesPanel id="leaves" viewer="admin" />, seed);
    expect(forAdmin).not.toContain(leaveAdminMessages.adminAccount);
    expect(forAdmin.match(/aria-label="(Approve|Reject|Cancel) leave/g)).toHaveLength(3);
  });

  it("shows each request's leave days in its type's unit: calendar days for maternity, working days otherwise", () => {
    const rows = [
      leave({}),
      leave({ id: 4, leaveType: "maternity", startDate: "2026-12-01", endDate: "2027-05-31", days: 182, workingDays: 182 }),
    ];
    const html = render(<LeavesPanel id="leaves" viewer="hr" />, (client) =>
      client.setQueryData([HR_LEAVES_PATH, { limit: PAGE_SIZE, offset: 0, status: "Pending", q: "" }, "page"], { rows, total: 2 }),
    );
    expect(html).toContain(">Leave Days<");
    expect(html).not.toContain("Working Days");
    expect(html).toMatch(/>5 working days</);
    expect(html).toMatch(/>182 calendar days</);
  });
});

describe("the decision dialog's balance line", () => {
  it("labels a maternity request's days and balance in calendar days, a vacation's in working days", () => {
    const balances = (leaveType: HrLeave["leaveType"], allowance: number, remaining: number) => ({
      year: 2026,
      balances: [{ leaveType, allowance, used: allowance - remaining, pending: 0, remaining, perEvent: leaveType === "maternity" }],
    });
    const maternity = leave({ leaveType: "maternity", days: 182, workingDays: 182 });
    const html = render(<BalanceLine leave={maternity} />, (client) =>
      client.setQueryData([HR_LEAVE_BALANCES_PATH, { employee: 2 }], balances("maternity", 182, 182)),
    );
    expect(html).toContain("Calendar days asked");
    expect(html).toContain("182 of 182 calendar days");
    expect(html).not.toMatch(/[Ww]orking days/);
    const vacation = render(<BalanceLine leave={leave({})} />, (client) =>
      client.setQueryData([HR_LEAVE_BALANCES_PATH, { employee: 2 }], balances("vacation", 12, 9)),
    );
    expect(vacation).toContain("Working days asked");
    expect(vacation).toContain("9 of 12 working days");
  });
});

describe("LeaveAllowancesSection", () => {
  it("shows each type's days and sandwich rule for editing", () => {
    const allowances: LeaveAllowanceView[] = [
      { leaveType: "sick", days: 7, sandwich: false, perEvent: false, isDefault: true },
      { leaveType: "maternity", days: 182, sandwich: true, perEvent: true, isDefault: false },
    ];
    const html = render(<LeaveAllowancesSection />, (client) => client.setQueryData([HR_LEAVE_ALLOWANCES_PATH], allowances));
    expect(html).toContain('aria-label="Sick Leave days"');
    expect(html.match(/<input[^>]*aria-label="Maternity Leave days"[^>]*>/)?.[0]).toContain('value="182"');
    expect(html.match(/<input[^>]*aria-label="Maternity Leave sandwich rule"[^>]*>/)?.[0]).toContain('checked=""');
    expect(html.match(/<input[^>]*aria-label="Sick Leave sandwich rule"[^>]*>/)?.[0]).not.toContain("checked");
    expect(html).toContain("per event");
    expect(html).toContain("Save Allowances");
  });
});

describe("LeaveAllowancesSection while loading", () => {
  it("shows the portal's one loading state (ListStateText: spinner and 'Loading...' as a status)", () => {
    const html = render(<LeaveAllowancesSection />, () => undefined);
    expect(html).toMatch(/role="status"><svg[^>]*animate-spin[^>]*aria-hidden="true"[\s\S]*<\/svg>Loading\.\.\.<\/span>/);
  });
});
