import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { policyEmailMessages, policyEmailPath, type Policy } from "@/shared/contract/policies";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { EmailPolicyDialog } from "./email-policy-dialog";

const policy = (id: number, title: string): Policy => ({
  id,
  title,
  description: "The rules.",
  category: "HR",
  effectiveDate: "2026-04-01",
  status: "Active",
  createdAt: "2026-03-20T05:00:00.000Z",
  updatedAt: "2026-03-20T05:00:00.000Z",
});

function open(policies: Policy[]) {
  const api = fakeApi();
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<EmailPolicyDialog open policies={policies} onClose={onClose} />) };
}
const policySelect = () => screen.getByRole("combobox", { name: "Policy" });
const sendTo = () => screen.getByRole("combobox", { name: "Send To" });

describe("Email Policies (docs/product.md section 6.3)", () => {
  it("asks which policy with the contract's message; one Active policy is chosen already", async () => {
    const { api, user, unmount } = open([policy(4, "Leave Policy"), policy(5, "IT Policy")]);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(fieldError(policySelect())).toBe(policyEmailMessages.policy);
    expect(api.requests).toEqual([]);
    unmount();
    open([policy(4, "Leave Policy")]);
    expect(policySelect()).toHaveProperty("value", "4");
  });

  it("sends every department as null, or the one chosen, and says how many it went to", async () => {
    const { api, onClose, user } = open([policy(4, "Leave Policy"), policy(5, "IT Policy")]);
    api.answer("POST", policyEmailPath(5), { recipients: 1 });
    await user.selectOptions(policySelect(), "5");
    await user.selectOptions(sendTo(), "Sales");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Policy e-mailed to 1 employee")).toBeTruthy();
    expect(api.sent("POST", policyEmailPath(5))).toEqual([{ department: "Sales" }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows a refusal's message (no one to send it to) and stays open", async () => {
    const { api, onClose, user } = open([policy(4, "Leave Policy")]);
    api.fail("POST", policyEmailPath(4), 409, { message: policyEmailMessages.noRecipients });
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(policyEmailMessages.noRecipients)).toBeTruthy();
    expect(api.sent("POST", policyEmailPath(4))).toEqual([{ department: null }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
