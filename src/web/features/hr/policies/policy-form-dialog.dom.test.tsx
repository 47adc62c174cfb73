import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HR_POLICIES_PATH, POLICY_TITLE_MAX, policyMessages, policyPath, type Policy } from "@/shared/contract/policies";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { PolicyFormDialog } from "./policy-form-dialog";

const leavePolicy: Policy = {
  id: 4,
  title: "Leave Policy",
  description: "Twelve days of vacation a year.",
  category: "HR",
  effectiveDate: "2026-04-01",
  status: "Active",
  createdAt: "2026-03-20T05:00:00.000Z",
  updatedAt: "2026-03-20T05:00:00.000Z",
};

function open(policy: Policy | null = null) {
  const api = fakeApi();
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<PolicyFormDialog open policy={policy} onClose={onClose} />) };
}
const box = (name: string) => screen.getByRole("textbox", { name });
const effectiveDate = () => screen.getByLabelText(/^Effective Date/);

describe("Create Policy", () => {
  it("shows the contract's message under each empty required field, and a title over 200 characters", async () => {
    const { api, user } = open();
    await user.click(screen.getByRole("button", { name: "Create Policy" }));
    expect(fieldError(box("Title"))).toBe(policyMessages.title);
    expect(fieldError(box("Description"))).toBe(policyMessages.description);
    expect(fieldError(screen.getByRole("combobox", { name: "Category" }))).toBe(policyMessages.category);
    expect(fieldError(effectiveDate())).toBe(policyMessages.effectiveDate);
    // A new policy starts Active.
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveProperty("value", "Active");
    await user.click(box("Title"));
    await user.paste("T".repeat(POLICY_TITLE_MAX + 1));
    await user.click(screen.getByRole("button", { name: "Create Policy" }));
    expect(fieldError(box("Title"))).toBe(`Must be at most ${POLICY_TITLE_MAX} characters`);
    expect(api.requests).toEqual([]);
  });

  it("sends the policy to POST /api/hr/policies and closes", async () => {
    const { api, onClose, user } = open();
    api.answer("POST", HR_POLICIES_PATH, leavePolicy, 201);
    await user.type(box("Title"), "Leave Policy");
    await user.type(box("Description"), "Twelve days of vacation a year.");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "HR");
    await user.type(effectiveDate(), "2026-04-01");
    await user.click(screen.getByRole("button", { name: "Create Policy" }));
    expect(await screen.findByText("Policy created successfully")).toBeTruthy();
    expect(api.sent("POST", HR_POLICIES_PATH)).toEqual([
      {
        title: "Leave Policy",
        description: "Twelve days of vacation a year.",
        category: "HR",
        effectiveDate: "2026-04-01",
        status: "Active",
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("Edit Policy", () => {
  it("opens on the policy, sends a change to PUT /api/hr/policies/{id}, and shows a 400's field error and a 404's message", async () => {
    const { api, onClose, user } = open(leavePolicy);
    expect(box("Title")).toHaveProperty("value", "Leave Policy");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Archived");
    api.fail("PUT", policyPath(4), 400, { message: "Invalid input", fieldErrors: { effectiveDate: ["Enter a year from 1900 to 2999"] } });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Enter a year from 1900 to 2999")).toBeTruthy();
    expect(fieldError(effectiveDate())).toBe("Enter a year from 1900 to 2999");

    api.fail("PUT", policyPath(4), 404, { message: policyMessages.notFound });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(policyMessages.notFound)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    api.answer("PUT", policyPath(4), { ...leavePolicy, status: "Archived" });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Policy updated successfully")).toBeTruthy();
    expect(api.sent("PUT", policyPath(4)).at(-1)).toEqual({
      title: "Leave Policy",
      description: "Twelve days of vacation a year.",
      category: "HR",
      effectiveDate: "2026-04-01",
      status: "Archived",
    });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
