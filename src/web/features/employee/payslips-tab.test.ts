import { describe, expect, it } from "vitest";
import { daysText } from "./payslips-tab";

describe("a payslip's days in the employee's list", () => {
  it("says the days not employed apart from the loss of pay", () => {
    // A joiner on 16 October: 15 days before joining, no absence; paid 31 - 15 = 16.
    expect(daysText({ paidDays: 16, lopDays: 0, notEmployedDays: 15 })).toBe("16 days paid, no loss of pay, 15 days not employed");
    // A whole month with one absence.
    expect(daysText({ paidDays: 30, lopDays: 1, notEmployedDays: 0 })).toBe("30 days paid, 1 day loss of pay (LOP)");
  });
});
