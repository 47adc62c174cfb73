import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { separationMessages, separationPath, settlementPath, type Separation } from "@/shared/contract/separation";
import { employeeRecord } from "@/web/testing/employee";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { SeparationSection } from "./separation-section";

const resignation: Separation = {
  employeeRecordId: 7,
  kind: "resignation",
  noticeDate: "2026-11-02",
  lastWorkingDay: "2026-12-01",
  noticePeriodDays: 30,
  noticeShortfall: "recover",
  encashmentDivisor: 26,
  reason: "Moving to Bengaluru",
  recordedAt: "2026-11-02T05:00:00.000Z",
  recordedBy: "Sneha Patil",
  deactivatedAt: null,
};

function open(separation: Separation | null) {
  const api = fakeApi();
  api.answer("GET", separationPath(7), { separation });
  api.fail("GET", settlementPath(7), 409, { message: "No settlement yet" });
  return { api, ...renderWithProviders(<SeparationSection employee={employeeRecord({ noticePeriod: 60 })} area="hr" />) };
}

describe("the record's Separation (docs/product.md section 9.14.4)", () => {
  it("offers Record Separation with the record's notice period when none is recorded", async () => {
    const { user } = open(null);
    expect(await screen.findByText("No separation recorded.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Record Separation" }));
    const dialog = screen.getByRole("dialog", { name: "Record Separation" });
    expect(within(dialog).getByRole("textbox", { name: "Notice period (days)" })).toHaveProperty("value", "60");
  });

  it("withdraws a separation once confirmed, with DELETE .../separation", async () => {
    const { api, user } = open(resignation);
    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    const confirm = screen.getByRole("dialog", { name: "Withdraw the separation?" });
    api.answer("DELETE", separationPath(7), undefined, 204);
    await user.click(within(confirm).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("Separation withdrawn")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([separationPath(7)]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the confirmation open with a refusal's message (the person has left meanwhile)", async () => {
    const { api, user } = open(resignation);
    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    api.fail("DELETE", separationPath(7), 409, { message: separationMessages.alreadyLeft });
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText(separationMessages.alreadyLeft)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Withdraw the separation?" })).toBeTruthy();
  });

  it("is not shown, nor asked for, on an admin account's record or in the admin's area", () => {
    const api = fakeApi();
    const { unmount } = renderWithProviders(
      <SeparationSection
        employee={employeeRecord({ account: { role: "admin", isActive: true, mustChangePassword: false, lastLoginAt: null } })}
        area="hr"
      />,
    );
    expect(screen.queryByText("Separation")).toBeNull();
    unmount();
    renderWithProviders(<SeparationSection employee={employeeRecord()} area="admin" />);
    expect(screen.queryByText("Separation")).toBeNull();
    expect(api.requests).toEqual([]);
  });
});
