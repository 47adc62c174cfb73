import { describe, expect, it } from "vitest";
import { managerBalanceMessage } from "./team";

describe("a manager's refusal beyond the balance", () => {
  it("counts in the type's unit: calendar days for maternity, working days otherwise (docs/product.md section 10.3)", () => {
    expect(managerBalanceMessage("Maternity Leave", 2026, 0, 182)).toBe(
      "Not enough Maternity Leave balance: 0 calendar days left in 2026, this request needs 182 calendar days. Only HR can approve beyond the balance: ask HR to decide this request.",
    );
    expect(managerBalanceMessage("Emergency Leave", 2026, 1, 3)).toBe(
      "Not enough Emergency Leave balance: 1 working day left in 2026, this request needs 3 working days. Only HR can approve beyond the balance: ask HR to decide this request.",
    );
  });
});
