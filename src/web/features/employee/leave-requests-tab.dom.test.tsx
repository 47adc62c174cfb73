import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH, leaveCancelPath, leaveMessages, type LeaveRequest } from "@/shared/contract/employee-portal";
import { EMPLOYEE_LEAVE_BALANCES_PATH, type LeaveBalances } from "@/shared/contract/leave-admin";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { LeaveRequestsTab } from "./leave-requests-tab";

const pending: LeaveRequest = {
  id: 21,
  leaveType: "sick",
  startDate: "2026-12-14",
  endDate: "2026-12-15",
  days: 2,
  workingDays: 2,
  reason: "Fever and a doctor's visit",
  status: "Pending",
  comment: null,
  decidedAt: null,
  createdAt: "2026-12-07T05:00:00.000Z",
  cancellable: true,
};
const approved: LeaveRequest = {
  ...pending,
  id: 22,
  leaveType: "vacation",
  startDate: "2026-12-24",
  endDate: "2026-12-24",
  days: 1,
  workingDays: 1,
  status: "Approved",
  comment: "Enjoy",
};
const balances: LeaveBalances = {
  year: 2026,
  balances: [{ leaveType: "sick", allowance: 12, used: 3, pending: 2, remaining: 9, perEvent: false }],
};

async function renderTab(requests: LeaveRequest[] = [pending, approved]) {
  const api = fakeApi();
  api.answer("GET", EMPLOYEE_LEAVE_PATH, requests);
  api.answer("GET", EMPLOYEE_LEAVE_BALANCES_PATH, balances);
  const view = renderWithProviders(<LeaveRequestsTab />);
  await screen.findByRole("list", { name: "Leave requests" });
  const listReads = () => api.requests.filter((sent) => sent.method === "GET" && sent.path === EMPLOYEE_LEAVE_PATH).length;
  return { ...view, api, listReads };
}
const cancelButton = (name: RegExp) => screen.getByRole("button", { name });

describe("the employee's leave requests", () => {
  it("shows the balance and each request with its days and HR's comment", async () => {
    await renderTab();
    expect(screen.getByText("9 of 12 days left")).toBeTruthy();
    const [first, second] = within(screen.getByRole("list", { name: "Leave requests" })).getAllByRole("listitem");
    expect(first?.textContent).toContain("2 days · 2 working days");
    expect(second?.textContent).toContain("HR comment: Enjoy");
  });

  it("cancels a pending request once confirmed, and reads the list again", async () => {
    const { user, api, listReads } = await renderTab();
    api.answer("POST", leaveCancelPath(pending.id), { ...pending, status: "Cancelled", cancellable: false });
    await user.click(cancelButton(/^Cancel Sick Leave/));
    const dialog = screen.getByRole("dialog", { name: "Cancel this leave request?" });
    expect(dialog.textContent).toContain("HR will no longer see it as pending. You can request leave again later.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel Request" }));
    expect(await screen.findByText("Leave request cancelled")).toBeTruthy();
    expect(api.requests.filter((sent) => sent.method === "POST").map((sent) => sent.path)).toEqual([leaveCancelPath(pending.id)]);
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it("says an approved leave's days return to the balance, and sends nothing when kept", async () => {
    const { user, api } = await renderTab();
    await user.click(cancelButton(/^Cancel Vacation/));
    const dialog = screen.getByRole("dialog", { name: "Cancel this approved leave?" });
    expect(dialog.textContent).toContain("You will be expected at work on these days, and they return to your balance.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.requests.filter((sent) => sent.method === "POST")).toEqual([]);
  });

  it("shows the refusal when the leave has started meanwhile", async () => {
    const { user, api } = await renderTab();
    api.fail("POST", leaveCancelPath(approved.id), 409, { message: leaveMessages.started });
    await user.click(cancelButton(/^Cancel Vacation/));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel Leave" }));
    expect(await screen.findByText(leaveMessages.started)).toBeTruthy();
  });

  it("offers no Cancel on a request that cannot be cancelled", async () => {
    await renderTab([{ ...pending, status: "Rejected", cancellable: false }]);
    expect(screen.queryByRole("button", { name: /^Cancel/ })).toBeNull();
  });
});
