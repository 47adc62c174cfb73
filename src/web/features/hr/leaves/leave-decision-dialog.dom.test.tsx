import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  HR_LEAVE_BALANCES_PATH,
  hrLeaveCancelPath,
  insufficientBalanceMessage,
  leaveAdminMessages,
  leaveDecisionPath,
  type HrLeave,
  type LeaveDecision,
} from "@/shared/contract/leave-admin";
import { hrLeaveOverlapsPath } from "@/shared/contract/team";
import { fakeApi } from "@/web/testing/fake-api";
import { hrLeave } from "@/web/testing/hr-leave";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { LeaveCancelDialog } from "./leave-cancel-dialog";
import { LeaveDecisionDialog } from "./leave-decision-dialog";

/** The dialog over a request, with Aarav's vacation balance (3 of 12 left) and nobody else off. */
function open(decision: LeaveDecision, leave: HrLeave = hrLeave({})) {
  const api = fakeApi();
  api.answer("GET", HR_LEAVE_BALANCES_PATH, {
    year: 2026,
    balances: [{ leaveType: "vacation", allowance: 12, used: 9, pending: 5, remaining: 3, perEvent: false }],
  });
  api.answer("GET", hrLeaveOverlapsPath(leave.id), { department: "Sales", people: [] });
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<LeaveDecisionDialog leave={leave} decision={decision} onClose={onClose} />) };
}

const comment = (name: string) => screen.getByRole("textbox", { name });

describe("HR's leave decision", () => {
  it("rejects only with a reason: the contract's message under the field, then the reason sent", async () => {
    const { api, onClose, user } = open("reject");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(fieldError(comment("Reason for rejecting"))).toBe(leaveAdminMessages.rejectReason);
    expect(api.sent("POST", leaveDecisionPath(1, "reject"))).toEqual([]);

    api.answer("POST", leaveDecisionPath(1, "reject"), hrLeave({ status: "Rejected" }));
    await user.type(comment("Reason for rejecting"), "The dates clash with the audit");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Leave rejected")).toBeTruthy();
    expect(api.sent("POST", leaveDecisionPath(1, "reject"))).toEqual([{ comment: "The dates clash with the audit" }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("approves with an optional comment, showing the balance left beside the days asked", async () => {
    const { api, onClose, user } = open("approve");
    api.answer("POST", leaveDecisionPath(1, "approve"), hrLeave({ status: "Approved" }));
    expect(await screen.findByText("3 of 12 working days")).toBeTruthy();
    expect(screen.getByText("This is more than the remaining balance.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Leave approved")).toBeTruthy();
    expect(api.sent("POST", leaveDecisionPath(1, "approve"))).toEqual([{ comment: "", override: false }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("keeps an approval refused for the balance on screen with the reason, and sends Approve anyway as an override", async () => {
    const { api, onClose, user } = open("approve");
    const refusal = insufficientBalanceMessage("vacation", 2026, 3, 5);
    api.fail("POST", leaveDecisionPath(1, "approve"), 409, { message: refusal });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(onClose).not.toHaveBeenCalled();

    api.answer("POST", leaveDecisionPath(1, "approve"), hrLeave({ status: "Approved" }));
    await user.type(comment("Comment (optional)"), "Agreed with the manager");
    await user.click(screen.getByRole("button", { name: "Approve anyway" }));
    expect(await screen.findByText("Leave approved")).toBeTruthy();
    expect(api.sent("POST", leaveDecisionPath(1, "approve"))).toEqual([
      { comment: "", override: false },
      { comment: "Agreed with the manager", override: true },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes with the message when the request was decided meanwhile (409), and stays open on other failures", async () => {
    const { api, onClose, user } = open("approve");
    api.fail("POST", leaveDecisionPath(1, "approve"), 403, { message: leaveAdminMessages.adminAccount });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(leaveAdminMessages.adminAccount)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    api.fail("POST", leaveDecisionPath(1, "approve"), 409, { message: leaveAdminMessages.alreadyDecided });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(leaveAdminMessages.alreadyDecided)).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Approve anyway" })).toBeNull();
  });

  it("says whose rejection an approval overrides (a manager's), with their comment", async () => {
    open("approve", hrLeave({ status: "Rejected", decidedBy: "Rohan Joshi", decidedAs: "manager", comment: "Quarter-end" }));
    expect(await screen.findByText("This overrides the rejection by Rohan Joshi (manager): “Quarter-end”.")).toBeTruthy();
  });
});

describe("HR's Cancel Leave", () => {
  it("asks for a reason with the contract's message, then sends it and closes", async () => {
    const api = fakeApi();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<LeaveCancelDialog leave={hrLeave({ status: "Approved" })} onClose={onClose} />);
    const reason = screen.getByRole("textbox", { name: "Reason for cancelling" });
    await user.click(screen.getByRole("button", { name: "Cancel Leave" }));
    expect(fieldError(reason)).toBe(leaveAdminMessages.cancelReason);

    api.answer("POST", hrLeaveCancelPath(1), hrLeave({ status: "Cancelled" }));
    await user.type(reason, "Came back to work early");
    await user.click(screen.getByRole("button", { name: "Cancel Leave" }));
    expect(await screen.findByText("Leave cancelled")).toBeTruthy();
    expect(api.sent("POST", hrLeaveCancelPath(1))).toEqual([{ reason: "Came back to work early" }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes on a 409 (changed meanwhile) with its message", async () => {
    const api = fakeApi();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<LeaveCancelDialog leave={hrLeave({ status: "Approved" })} onClose={onClose} />);
    api.fail("POST", hrLeaveCancelPath(1), 409, { message: leaveAdminMessages.notApproved });
    await user.type(screen.getByRole("textbox", { name: "Reason for cancelling" }), "Came back early");
    await user.click(screen.getByRole("button", { name: "Cancel Leave" }));
    expect(await screen.findByText(leaveAdminMessages.notApproved)).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
