import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HR_LEAVE_ALLOWANCES_PATH, leaveAdminMessages, leaveAllowancePath, type LeaveAllowanceView } from "@/shared/contract/leave-admin";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { LeaveAllowancesSection } from "./leave-allowances-section";

const allowances: LeaveAllowanceView[] = [
  { leaveType: "vacation", days: 12, sandwich: false, perEvent: false, isDefault: false },
  { leaveType: "sick", days: 8, sandwich: false, perEvent: false, isDefault: true },
];

function open() {
  const api = fakeApi();
  api.answer("GET", HR_LEAVE_ALLOWANCES_PATH, allowances);
  return { api, ...renderWithProviders(<LeaveAllowancesSection />) };
}
const days = (type: string) => screen.getByRole("spinbutton", { name: `${type} days` });
const save = () => screen.getByRole("button", { name: "Save Allowances" });

describe("HR's leave allowances", () => {
  it("takes whole days from 0 to 365, with the contract's message beside the type, and sends nothing otherwise", async () => {
    const { api, user } = open();
    await user.clear(await screen.findByRole("spinbutton", { name: "Vacation days" }));
    await user.type(days("Vacation"), "366");
    await user.clear(days("Sick Leave"));
    await user.click(save());
    expect(fieldError(days("Vacation"))).toBe(leaveAdminMessages.days);
    expect(fieldError(days("Sick Leave"))).toBe(leaveAdminMessages.days);
    await user.type(days("Sick Leave"), "0");
    await user.clear(days("Vacation"));
    await user.type(days("Vacation"), "365");
    expect(api.requests.filter((request) => request.method === "PUT")).toEqual([]);

    api.answer("PUT", leaveAllowancePath("vacation"), allowances[0]);
    api.answer("PUT", leaveAllowancePath("sick"), allowances[1]);
    await user.click(save());
    expect(await screen.findByText("Leave allowances saved")).toBeTruthy();
    expect(api.sent("PUT", leaveAllowancePath("vacation"))).toEqual([{ days: 365, sandwich: false }]);
    expect(api.sent("PUT", leaveAllowancePath("sick"))).toEqual([{ days: 0, sandwich: false }]);
  });

  it("sends only the types changed, one PUT each, and shows a refusal's message", async () => {
    const { api, user } = open();
    await user.click(await screen.findByRole("checkbox", { name: "Vacation sandwich rule" }));
    api.fail("PUT", leaveAllowancePath("vacation"), 403, { message: "Forbidden" });
    await user.click(save());
    expect(await screen.findByText("Forbidden")).toBeTruthy();

    api.answer("PUT", leaveAllowancePath("vacation"), { ...allowances[0], sandwich: true });
    await user.click(save());
    expect(await screen.findByText("Leave allowances saved")).toBeTruthy();
    expect(api.sent("PUT", leaveAllowancePath("vacation"))).toEqual([
      { days: 12, sandwich: true },
      { days: 12, sandwich: true },
    ]);
    expect(api.sent("PUT", leaveAllowancePath("sick"))).toEqual([]);
  });
});
