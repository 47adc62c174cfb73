import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { finalisePath, HR_PAYROLL_PATH, payrollMessages } from "@/shared/contract/payroll";
import { fakeApi } from "@/web/testing/fake-api";
import { payrollMonth } from "@/web/testing/payroll-month";
import { renderWithProviders } from "@/web/testing/render";
import { PayrollPanel } from "./payroll-panel";

const path = finalisePath("2026-10");

/** The panel on October 2026's draft; the month's other parts (items, checklist, files) are not answered here. */
function open() {
  const api = fakeApi();
  api.answer("GET", HR_PAYROLL_PATH, payrollMonth({}));
  return { api, ...renderWithProviders(<PayrollPanel id="payroll" />) };
}

async function confirmFinalise(user: ReturnType<typeof open>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Finalise Month" }));
  const dialog = screen.getByRole("dialog", { name: "Finalise payroll for October 2026?" });
  await user.click(within(dialog).getByRole("button", { name: "Finalise Month" }));
  return dialog;
}

describe("Finalise Month (docs/product.md section 9.14)", () => {
  // 31 Oct 2026 in Pune, the month's last day: the panel opens on October. Only the clock is replaced; timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-10-31T06:00:00.000Z"));
  });

  it("sends the totals the confirmation showed, once confirmed, and says the month is frozen", async () => {
    const { api, user } = open();
    api.answer("POST", path, payrollMonth({ status: "finalised", finalisedAt: "2026-10-31T06:00:00.000Z" }));
    await confirmFinalise(user);
    expect(await screen.findByText("Payroll Finalised")).toBeTruthy();
    expect(api.sent("POST", path)).toEqual([{ expectedTotals: { employeeCount: 2, totalGross: 1520000, totalNet: 1293964 } }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the confirmation open on a failure, and closes it on a 409 (finalised meanwhile, or the figures moved) with its message", async () => {
    const { api, user } = open();
    api.fail("POST", path, 500, { message: "Something went wrong" });
    const dialog = await confirmFinalise(user);
    expect(await screen.findByText("Something went wrong")).toBeTruthy();
    expect(dialog.isConnected).toBe(true);

    api.fail("POST", path, 409, { message: payrollMessages.alreadyFinalised("2026-10") });
    await user.click(within(dialog).getByRole("button", { name: "Finalise Month" }));
    expect(await screen.findByText(payrollMessages.alreadyFinalised("2026-10"))).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
