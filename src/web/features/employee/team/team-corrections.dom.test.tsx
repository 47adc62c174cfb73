import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { leaveAdminMessages } from "@/shared/contract/leave-admin";
import { regularisationMessages, TEAM_CORRECTIONS_PATH, teamCorrectionDecisionPath } from "@/shared/contract/regularisations";
import { correctionRequest } from "@/web/testing/correction-request";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { TeamCorrections } from "./team-corrections";

const request = correctionRequest();

async function renderList() {
  const api = fakeApi();
  api.answer("GET", TEAM_CORRECTIONS_PATH, [request]);
  const view = renderWithProviders(<TeamCorrections viewer="employee" />);
  await screen.findByText("Checked in on the gate register", { exact: false });
  const listReads = () => api.requests.filter((sent) => sent.method === "GET" && sent.path === TEAM_CORRECTIONS_PATH).length;
  return { ...view, api, listReads };
}
const open = (decision: "Approve" | "Reject") =>
  screen.getByRole("button", { name: new RegExp(`^${decision} the correction for Omkar Jadhav`) });

describe("the Team view's correction decisions", () => {
  it("approves a pending request, says so and reads the list again", async () => {
    const { user, api, listReads } = await renderList();
    api.answer("POST", teamCorrectionDecisionPath(7, "approve"), { ...request, status: "Approved" });
    await user.click(open("Approve"));
    expect(screen.getByRole("dialog", { name: "Approve Correction" })).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Comment (optional)" }), "Seen on the gate register");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Correction approved")).toBeTruthy();
    expect(api.sent("POST", teamCorrectionDecisionPath(7, "approve"))).toEqual([{ comment: "Seen on the gate register" }]);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it("needs a reason to reject", async () => {
    const { user, api } = await renderList();
    api.answer("POST", teamCorrectionDecisionPath(7, "reject"), { ...request, status: "Rejected" });
    await user.click(open("Reject"));
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(fieldError(screen.getByRole("textbox", { name: "Reason for rejecting" }))).toBe(leaveAdminMessages.rejectReason);
    expect(api.sent("POST", teamCorrectionDecisionPath(7, "reject"))).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: "Reason for rejecting" }), "Not at the site that day");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Correction rejected")).toBeTruthy();
    expect(api.sent("POST", teamCorrectionDecisionPath(7, "reject"))).toEqual([{ comment: "Not at the site that day" }]);
  });

  it("closes with the refusal's message when the request was decided meanwhile, and reads the list again", async () => {
    const { user, api, listReads } = await renderList();
    api.fail("POST", teamCorrectionDecisionPath(7, "approve"), 409, { message: regularisationMessages.alreadyDecided });
    await user.click(open("Approve"));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(regularisationMessages.alreadyDecided)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it("offers no decision on an admin account's request to a manager who is not an admin, and says why", async () => {
    const api = fakeApi();
    api.answer("GET", TEAM_CORRECTIONS_PATH, [{ ...request, adminAccount: true }]);
    renderWithProviders(<TeamCorrections viewer="hr" />);
    expect(await screen.findByText(regularisationMessages.managerAdminAccount)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Approve/ })).toBeNull();
  });
});
