import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { COMMENT_MAX, leaveAdminMessages, type HrLeave, type LeaveDecision } from "@/shared/contract/leave-admin";
import { managerBalanceMessage, teamLeaveDecisionPath } from "@/shared/contract/team";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { TeamLeaveDialog } from "./team-leave-dialog";

const leave: HrLeave = {
  id: 31,
  employeeRecordId: 12,
  employeeId: "EMP012",
  employeeName: "Omkar Jadhav",
  leaveType: "emergency",
  startDate: "2026-12-14",
  endDate: "2026-12-16",
  days: 3,
  workingDays: 3,
  reason: "Family emergency in Satara",
  status: "Pending",
  decidedBy: null,
  decidedAs: null,
  decidedAt: null,
  comment: null,
  createdAt: "2026-12-07T05:00:00.000Z",
  adminAccount: false,
};

function renderDialog(decision: LeaveDecision) {
  const api = fakeApi();
  const onClose = vi.fn();
  const view = renderWithProviders(<TeamLeaveDialog leave={leave} decision={decision} onClose={onClose} />);
  return { ...view, api, onClose };
}
const comment = (name: string) => screen.getByRole("textbox", { name });

describe("a manager's leave decision", () => {
  it("shows who, what and when, and the reason", () => {
    renderDialog("approve");
    const dialog = screen.getByRole("dialog", { name: "Approve Leave" });
    expect(dialog.textContent).toContain("Omkar Jadhav · Emergency Leave");
    expect(dialog.textContent).toContain("(3 days)");
    expect(dialog.textContent).toContain("Reason: Family emergency in Satara");
  });

  it("needs a reason to reject, then sends it and closes", async () => {
    const { user, api, onClose } = renderDialog("reject");
    api.answer("POST", teamLeaveDecisionPath(leave.id, "reject"), { ...leave, status: "Rejected" });
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(fieldError(comment("Reason for rejecting"))).toBe(leaveAdminMessages.rejectReason);
    expect(api.requests).toEqual([]);
    await user.type(comment("Reason for rejecting"), "  Quarter-end closing that week ");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Leave rejected")).toBeTruthy();
    expect(api.sent("POST", teamLeaveDecisionPath(leave.id, "reject"))).toEqual([{ comment: "Quarter-end closing that week" }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("approves with or without a comment of at most 500 characters", async () => {
    const { user, api, onClose } = renderDialog("approve");
    api.answer("POST", teamLeaveDecisionPath(leave.id, "approve"), { ...leave, status: "Approved" });
    await user.click(comment("Comment (optional)"));
    await user.paste("c".repeat(COMMENT_MAX + 1));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(fieldError(comment("Comment (optional)"))).toBe(leaveAdminMessages.comment);
    await user.clear(comment("Comment (optional)"));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Leave approved")).toBeTruthy();
    expect(api.sent("POST", teamLeaveDecisionPath(leave.id, "approve"))).toEqual([{ comment: "" }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("keeps a refusal beyond the balance on screen, with nothing more to decide", async () => {
    const { user, api, onClose } = renderDialog("approve");
    const refusal = managerBalanceMessage("emergency", 2026, 1, 3);
    api.fail("POST", teamLeaveDecisionPath(leave.id, "approve"), 409, { message: refusal });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Comment (optional)" })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes with the message of any other refusal", async () => {
    const { user, api, onClose } = renderDialog("approve");
    api.fail("POST", teamLeaveDecisionPath(leave.id, "approve"), 409, { message: leaveAdminMessages.alreadyDecided });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(leaveAdminMessages.alreadyDecided)).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
