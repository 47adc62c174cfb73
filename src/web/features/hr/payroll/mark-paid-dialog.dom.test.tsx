import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { markPaidPath, paymentMessages } from "@/shared/contract/payroll-payment";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { MarkPaidDialog } from "./mark-paid-dialog";

const path = markPaidPath("2026-10");
const paidOn = () => screen.getByLabelText(/^Payment date/);
const markPaid = () => screen.getByRole("button", { name: "Mark as Paid" });

function open() {
  const api = fakeApi();
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<MarkPaidDialog open month="2026-10" finalisedOn="2026-11-02" onClose={onClose} />) };
}

async function enter(user: ReturnType<typeof open>["user"], date: string) {
  await user.clear(paidOn());
  if (date) await user.type(paidOn(), date);
  await user.click(markPaid());
}

describe("Mark as Paid (docs/product.md section 9.14.1)", () => {
  // 26 Nov 2026, 11:30 am in Pune: today's business date. Only the clock is replaced; timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T06:00:00.000Z"));
  });

  it("starts on today and takes a date from the day the month was finalised to today, with the contract's messages", async () => {
    const { api, user } = open();
    expect(paidOn()).toHaveProperty("value", "2026-11-26");
    await enter(user, "");
    expect(fieldError(paidOn())).toBe(paymentMessages.paidOnRequired);
    await enter(user, "2026-11-01");
    expect(fieldError(paidOn())).toBe(paymentMessages.beforeFinalised("2026-11-02"));
    await enter(user, "2026-11-27");
    expect(fieldError(paidOn())).toBe(paymentMessages.future);
    expect(api.requests).toEqual([]);
  });

  it("sends the date (the day the month was finalised is allowed) to POST .../paid and closes", async () => {
    const { api, onClose, user } = open();
    api.answer("POST", path, { month: "2026-10", paidOn: "2026-11-02", paidAt: "2026-11-26T06:00:00.000Z", paidBy: "Sneha Patil" });
    await enter(user, "2026-11-02");
    expect(await screen.findByText("October 2026 marked as paid")).toBeTruthy();
    expect(api.sent("POST", path)).toEqual([{ paidOn: "2026-11-02" }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows a 409's message (paid meanwhile) and a 400's field error under the date, staying open", async () => {
    const { api, onClose, user } = open();
    api.fail("POST", path, 409, { message: paymentMessages.alreadyPaid("2026-10", "2026-11-20") });
    await user.click(markPaid());
    expect(await screen.findByText(paymentMessages.alreadyPaid("2026-10", "2026-11-20"))).toBeTruthy();
    api.fail("POST", path, 400, { message: "Invalid input", fieldErrors: { paidOn: [paymentMessages.future] } });
    await user.click(markPaid());
    expect(await screen.findByText(paymentMessages.future)).toBeTruthy();
    expect(fieldError(paidOn())).toBe(paymentMessages.future);
    expect(onClose).not.toHaveBeenCalled();
  });
});
