import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { approveInputSchema, COMMENT_MAX, leaveAdminMessages, rejectInputSchema } from "@/shared/contract/leave-admin";
import { ApiRequestError } from "@/web/lib/api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { DecisionDialog } from "./decision-dialog";

type Props = Partial<Parameters<typeof DecisionDialog>[0]>;

function open(props: Props = {}) {
  const decide = vi.fn(() => Promise.resolve({}));
  const onClose = vi.fn();
  const approving = props.approving ?? true;
  const rendered = renderWithProviders(
    <DecisionDialog
      approving={approving}
      title={approving ? "Approve Leave" : "Reject Leave"}
      description="Aarav Deshmukh · Vacation"
      commentSchema={approving ? approveInputSchema : rejectInputSchema}
      commentPlaceholder="Shown to the employee"
      decide={decide}
      busy={false}
      success={{ title: approving ? "Leave approved" : "Leave rejected" }}
      failure="Failed to decide"
      onClose={onClose}
      {...props}
    >
      <p>Reason: Family wedding</p>
    </DecisionDialog>,
  );
  return { ...rendered, decide, onClose };
}
const comment = (name: string) => screen.getByRole("textbox", { name });

describe("the one decision dialog's comment rule", () => {
  it("needs a reason to reject: the schema's message under the field, and nothing sent", async () => {
    const { decide, user } = open({ approving: false });
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(fieldError(comment("Reason for rejecting"))).toBe(leaveAdminMessages.rejectReason);
    await user.type(comment("Reason for rejecting"), "   ");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(fieldError(comment("Reason for rejecting"))).toBe(leaveAdminMessages.rejectReason);
    expect(decide).not.toHaveBeenCalled();
  });

  it("takes an approval's comment as optional, up to the contract's limit, and sends it trimmed", async () => {
    const { decide, onClose, user } = open();
    await user.click(comment("Comment (optional)"));
    await user.paste("c".repeat(COMMENT_MAX + 1));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(fieldError(comment("Comment (optional)"))).toBe(leaveAdminMessages.comment);
    expect(decide).not.toHaveBeenCalled();

    await user.clear(comment("Comment (optional)"));
    await user.type(comment("Comment (optional)"), "  Enjoy the wedding  ");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Leave approved")).toBeTruthy();
    expect(decide).toHaveBeenCalledExactlyOnceWith("Enjoy the wedding");
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("the one decision dialog's states", () => {
  it("shows the busy label with both buttons disabled while the decision is sent", () => {
    open({ busy: true });
    expect(screen.getByRole("button", { name: "Approving..." })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);
  });

  it("keeps a refusal on screen as an alert when the caller says stay, and hides the button and comment when asked", async () => {
    const decide = vi.fn(() => Promise.reject(new ApiRequestError(409, '{"message":"Not enough balance"}', "Not enough balance")));
    const { onClose, user, rerender } = open({ decide, afterRefusal: () => "stay", notice: null });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Not enough balance")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <DecisionDialog
        approving
        title="Approve Leave"
        description="Aarav Deshmukh · Vacation"
        commentSchema={approveInputSchema}
        commentPlaceholder=""
        decide={decide}
        busy={false}
        success={{ title: "Leave approved" }}
        failure="Failed to decide"
        notice="Already decided by Rohan Joshi"
        decideLabel={null}
        hideComment
        onClose={onClose}
      >
        <p>Reason: Family wedding</p>
      </DecisionDialog>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Already decided by Rohan Joshi");
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
