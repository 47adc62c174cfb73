import { describe, expect, it } from "vitest";
import { esicName, esicRow, type EsicMember } from "./esic-return";

const member = (changes: Partial<EsicMember>): EsicMember => ({
  ipNumber: "3112345678",
  name: "Kavya Jadhav",
  daysPaid: 30,
  wages: 18_000,
  leftOn: null,
  ...changes,
});

describe("ESIC monthly contribution row (every cell as text, as the template asks)", () => {
  it("a full month: days and wages, reason 0, no last working day", () => {
    expect(esicRow(member({}))).toEqual(["3112345678", "Kavya Jadhav", "30", "18000", "0", ""]);
  });

  it("a month of no paid days: reason 1 (On Leave), wages 0, no last working day", () => {
    // 30 loss-of-pay days of 30: paid days 0, earned gross 18,000 - 18,000 x 30/30 = 0.
    expect(esicRow(member({ daysPaid: 0, wages: 0 }))).toEqual(["3112345678", "Kavya Jadhav", "0", "0", "1", ""]);
  });

  it("a leaver: the days paid up to the last working day, reason 2 (Left Service) and that day as dd/mm/yyyy", () => {
    // Last working day 14 Nov 2026: paid 14 days of 30, wages 18,000 x 14/30 = 8,400.
    expect(esicRow(member({ daysPaid: 14, wages: 8_400, leftOn: "2026-11-14" }))).toEqual([
      "3112345678",
      "Kavya Jadhav",
      "14",
      "8400",
      "2",
      "14/11/2026",
    ]);
  });

  it("a leaver with no paid day this month is still reason 2 with the day", () => {
    expect(esicRow(member({ daysPaid: 0, wages: 0, leftOn: "2026-11-01" }))).toEqual([
      "3112345678",
      "Kavya Jadhav",
      "0",
      "0",
      "2",
      "01/11/2026",
    ]);
  });

  it("writes the name in letters and spaces, the IP number without spaces", () => {
    expect(esicName("D'Souza, Renée-Marie")).toBe("D Souza Renee Marie");
    expect(esicRow(member({ ipNumber: "31 1234 5678" }))[0]).toBe("3112345678");
  });
});
