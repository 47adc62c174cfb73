import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  PAY_ITEM_AMOUNT_MAX,
  payItemMessages,
  payItemPath,
  payItemsPath,
  RECOVERY_MONTHS_MAX,
  type PayItemView,
} from "@/shared/contract/pay-items";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { PayItemDialog } from "./pay-item-dialog";

const people = [
  { employeeRecordId: 7, employeeId: "EMP007", name: "Kavya Kulkarni" },
  { employeeRecordId: 9, employeeId: "EMP009", name: "Rohan Joshi" },
];
const bonus: PayItemView = {
  id: 31,
  employeeRecordId: 7,
  employeeId: "EMP007",
  name: "Kavya Kulkarni",
  kind: "bonus",
  direction: "earning",
  description: "Diwali bonus",
  amount: 15000,
  pfWage: 0,
  esiWage: 0,
  taxable: true,
  reason: "Festival bonus for all staff",
  sourceMonth: null,
  source: null,
  editable: true,
  recoveryMonths: null,
  createdBy: "Sneha Patil",
  createdAt: "2026-11-20T06:00:00.000Z",
};

function open(item: PayItemView | null = null) {
  const api = fakeApi();
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<PayItemDialog open month="2026-11" item={item} people={people} onClose={onClose} />) };
}
const select = (name: string) => screen.getByRole("combobox", { name });
const box = (name: string) => screen.getByRole("textbox", { name });

describe("Add Item (a payroll month's one-off item)", () => {
  it("shows the contract's message under each empty required field; recovery months only for an advance", async () => {
    const { api, user } = open();
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(fieldError(select("Employee"))).toBe(payItemMessages.employee);
    expect(fieldError(select("Kind"))).toBe(payItemMessages.kind);
    expect(fieldError(box("Amount (₹)"))).toBe(payItemMessages.amount);
    expect(fieldError(box("Reason"))).toBe(payItemMessages.reason);
    expect(screen.queryByRole("textbox", { name: "Recover over (months)" })).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("takes an amount from 1 to 1 crore and an advance's recovery over 1 to 24 months", async () => {
    const { api, user } = open();
    await user.selectOptions(select("Employee"), "7");
    await user.selectOptions(select("Kind"), "advance");
    await user.type(box("Reason"), "Medical emergency at home");
    const months = box("Recover over (months)");
    for (const [amount, recovery] of [
      ["0", "0"],
      [String(PAY_ITEM_AMOUNT_MAX + 1), String(RECOVERY_MONTHS_MAX + 1)],
    ]) {
      await user.clear(box("Amount (₹)"));
      await user.type(box("Amount (₹)"), amount!);
      await user.clear(months);
      await user.type(months, recovery!);
      await user.click(screen.getByRole("button", { name: "Add Item" }));
      expect(fieldError(box("Amount (₹)"))).toBe(payItemMessages.amount);
      expect(fieldError(months)).toBe(payItemMessages.recoveryMonths);
    }
    expect(api.requests).toEqual([]);

    api.answer("POST", payItemsPath("2026-11"), { ...bonus, kind: "advance" }, 201);
    await user.clear(box("Amount (₹)"));
    await user.type(box("Amount (₹)"), String(PAY_ITEM_AMOUNT_MAX));
    await user.clear(months);
    await user.type(months, String(RECOVERY_MONTHS_MAX));
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(await screen.findByText("Item added")).toBeTruthy();
    expect(api.sent("POST", payItemsPath("2026-11"))).toEqual([
      {
        employeeRecordId: 7,
        kind: "advance",
        amount: PAY_ITEM_AMOUNT_MAX,
        reason: "Medical emergency at home",
        recoveryMonths: RECOVERY_MONTHS_MAX,
      },
    ]);
  });

  it("puts a 400's field error under its field and a 409's message in the error toast, staying open", async () => {
    const { api, onClose, user } = open();
    await user.selectOptions(select("Employee"), "9");
    await user.selectOptions(select("Kind"), "deduction");
    await user.type(box("Amount (₹)"), "2000");
    await user.type(box("Reason"), "Canteen dues");
    api.fail("POST", payItemsPath("2026-11"), 400, {
      message: "Invalid input",
      fieldErrors: { employeeRecordId: [payItemMessages.notOnPayroll("2026-11")] },
    });
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(await screen.findByText(payItemMessages.notOnPayroll("2026-11"))).toBeTruthy();
    expect(fieldError(select("Employee"))).toBe(payItemMessages.notOnPayroll("2026-11"));

    api.fail("POST", payItemsPath("2026-11"), 409, { message: payItemMessages.finalised("2026-11") });
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(await screen.findByText(payItemMessages.finalised("2026-11"))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("Edit Item", () => {
  it("opens on the item and sends the change to PUT .../items/{id}; a default description stays blank", async () => {
    const { api, onClose, user } = open({ ...bonus, description: "Bonus" });
    expect(select("Employee")).toHaveProperty("value", "7");
    expect(box("Payslip text")).toHaveProperty("value", "");
    api.answer("PUT", payItemPath("2026-11", 31), bonus);
    await user.clear(box("Amount (₹)"));
    await user.type(box("Amount (₹)"), "18000");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Item updated")).toBeTruthy();
    expect(api.sent("PUT", payItemPath("2026-11", 31))).toEqual([
      { employeeRecordId: 7, kind: "bonus", amount: 18000, reason: "Festival bonus for all staff" },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
