import { describe, expect, it } from "vitest";
import { countedPreviousEmployer, declaredPreviousEmployerChanged, declaresPreviousEmployer } from "./previous-employer";

const declared = (previousEmployerSalary: number, previousEmployerTds: number) => ({ previousEmployerSalary, previousEmployerTds });

describe("a previous employer's figures count only as HR verified them", () => {
  it("counts nothing before HR verifies", () => {
    expect(countedPreviousEmployer({ salary: null, tds: null, verifiedAt: null })).toBeUndefined();
  });

  it("counts HR's verified figures", () => {
    expect(countedPreviousEmployer({ salary: 600_000, tds: 40_000, verifiedAt: new Date("2026-11-23T04:00:00Z") })).toEqual({
      salary: 600_000,
      tds: 40_000,
    });
  });

  it("sees a change of either declared figure, not a save that keeps both", () => {
    expect(declaredPreviousEmployerChanged(declared(600_000, 40_000), declared(600_000, 40_000))).toBe(false);
    expect(declaredPreviousEmployerChanged(declared(600_000, 40_000), declared(600_000, 45_000))).toBe(true);
    expect(declaredPreviousEmployerChanged(declared(600_000, 40_000), declared(650_000, 40_000))).toBe(true);
  });

  it("has something to verify once a salary or a TDS is declared", () => {
    expect(declaresPreviousEmployer(declared(0, 0))).toBe(false);
    expect(declaresPreviousEmployer(declared(600_000, 0))).toBe(true);
    expect(declaresPreviousEmployer(declared(0, 1))).toBe(true);
  });
});
