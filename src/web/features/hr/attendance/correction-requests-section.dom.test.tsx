import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/contract/auth";
import { hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import {
  HR_CORRECTIONS_PATH,
  hrCorrectionDecisionPath,
  regularisationMessages,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { correctionRequest } from "@/web/testing/correction-request";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { CorrectionRequestsSection } from "./correction-requests-section";

const request = correctionRequest;

function open(rows: Regularisation[], viewer: Role = "hr") {
  const api = fakeApi();
  api.answer("GET", HR_CORRECTIONS_PATH, rows);
  return { api, ...renderWithProviders(<CorrectionRequestsSection id="attendance" viewer={viewer} />) };
}

const decisionButton = (name: string) => screen.findByRole("button", { name: new RegExp(`^${name} the correction for Omkar Jadhav`) });

describe("HR's correction requests", () => {
  it("lists the pending requests first, and approves one with an optional comment", async () => {
    const { api, user } = open([request()]);
    await user.click(await decisionButton("Approve"));
    expect(api.requests[0]).toMatchObject({ method: "GET", path: HR_CORRECTIONS_PATH, query: { status: "Pending", limit: "50" } });
    const dialog = screen.getByRole("dialog", { name: "Approve Correction" });
    api.answer("POST", hrCorrectionDecisionPath(7, "approve"), request({ status: "Approved" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Comment (optional)" }), "Gate register checked");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Correction approved")).toBeTruthy();
    expect(api.sent("POST", hrCorrectionDecisionPath(7, "approve"))).toEqual([{ comment: "Gate register checked", override: false }]);
    expect(screen.queryByRole("dialog", { name: "Approve Correction" })).toBeNull();
  });

  it("rejects only with a reason: the contract's message under the field first", async () => {
    const { api, user } = open([request()]);
    await user.click(await decisionButton("Reject"));
    const dialog = screen.getByRole("dialog", { name: "Reject Correction" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason for rejecting" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(fieldError(reason)).toBe(regularisationMessages.rejectReason);
    expect(api.sent("POST", hrCorrectionDecisionPath(7, "reject"))).toEqual([]);

    api.answer("POST", hrCorrectionDecisionPath(7, "reject"), request({ status: "Rejected" }));
    await user.type(reason, "No entry in the gate register");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Correction rejected")).toBeTruthy();
    expect(api.sent("POST", hrCorrectionDecisionPath(7, "reject"))).toEqual([{ comment: "No entry in the gate register" }]);
  });

  it("offers Approve anyway on a manager's rejection and sends it as an override; an HR rejection stays decided", async () => {
    const rejectedByManager = request({ status: "Rejected", decidedBy: "Rohan Joshi", decidedAs: "manager", comment: "Not seen on site" });
    const { api, user } = open([rejectedByManager, request({ id: 8, employeeName: "Meera Pawar", status: "Rejected", decidedAs: "hr" })]);
    const anyway = await decisionButton("Approve anyway");
    expect(screen.getAllByRole("button", { name: /Approve anyway/ })).toHaveLength(1);
    await user.click(anyway);
    const dialog = screen.getByRole("dialog", { name: "Approve Correction Anyway" });
    expect(within(dialog).getByText(/This overrides the manager's rejection\./)).toBeTruthy();
    api.answer("POST", hrCorrectionDecisionPath(7, "approve"), request({ status: "Approved" }));
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Correction approved")).toBeTruthy();
    expect(api.sent("POST", hrCorrectionDecisionPath(7, "approve"))).toEqual([{ comment: "", override: true }]);
  });

  it("shows a refusal's message and closes the dialog (the list is read again)", async () => {
    const { api, user } = open([request()]);
    await user.click(await decisionButton("Approve"));
    api.fail("POST", hrCorrectionDecisionPath(7, "approve"), 409, { message: regularisationMessages.alreadyDecided });
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(regularisationMessages.alreadyDecided)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requests.filter((sent) => sent.method === "GET")).toHaveLength(2);
  });

  it("shows an admin account's request read-only to HR, with who decides it; an admin gets the buttons", async () => {
    const { unmount } = open([request({ adminAccount: true })]);
    expect(await screen.findByText(hrAttendanceMessages.adminAccount)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /the correction for/ })).toBeNull();
    unmount();
    open([request({ adminAccount: true })], "admin");
    expect(await decisionButton("Approve")).toBeTruthy();
    expect(screen.queryByText(hrAttendanceMessages.adminAccount)).toBeNull();
  });
});
