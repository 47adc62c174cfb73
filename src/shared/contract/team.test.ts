import { describe, expect, it } from "vitest";
import { insufficientBalanceMessage } from "./leave-admin";
import { managerBalanceMessage } from "./team";

describe("a refusal beyond the balance", () => {
  it("the manager's counts in the type's unit: calendar days for maternity, working days otherwise (docs/product.md section 10.3)", () => {
    expect(managerBalanceMessage("maternity", 2026, 0, 182)).toBe(
      "Not enough Maternity Leave balance: 0 calendar days left in 2026, this request needs 182 calendar days. Only HR can approve beyond the balance: ask HR to decide this request.",
    );
    expect(managerBalanceMessage("emergency", 2026, 1, 3)).toBe(
      "Not enough Emergency Leave balance: 1 working day left in 2026, this request needs 3 working days. Only HR can approve beyond the balance: ask HR to decide this request.",
    );
  });

  it("HR's says the same units", () => {
    expect(insufficientBalanceMessage("maternity", 2026, 10, 182)).toBe(
      "Not enough Maternity Leave balance: 10 calendar days left in 2026, this request needs 182 calendar days. Approve with override to go ahead anyway.",
    );
    expect(insufficientBalanceMessage("sick", 2026, -2, 1)).toBe(
      "Not enough Sick Leave balance: 0 working days left in 2026, this request needs 1 working day. Approve with override to go ahead anyway.",
    );
  });
});
