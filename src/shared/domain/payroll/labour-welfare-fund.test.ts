import { describe, expect, it } from "vitest";
import { labourWelfareFund } from "./labour-welfare-fund";

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const none = { employee: 0, employer: 0, note: null };

describe("Maharashtra Labour Welfare Fund", () => {
  it("takes ₹25 from the employee and ₹75 from the employer in June and December", () => {
    expect(labourWelfareFund({ state: "MH", month: 6, grossMonthly: 40_000, employedAtMonthEnd: true })).toEqual({
      employee: 25,
      employer: 75,
      note: null,
    });
    expect(labourWelfareFund({ state: "MH", month: 12, grossMonthly: 40_000, employedAtMonthEnd: true })).toEqual({
      employee: 25,
      employer: 75,
      note: null,
    });
  });

  it("takes nothing in the other ten months", () => {
    for (const month of [1, 2, 3, 4, 5, 7, 8, 9, 10, 11]) {
      expect(labourWelfareFund({ state: "MH", month, grossMonthly: 40_000, employedAtMonthEnd: true })).toEqual(none);
    }
    const year = MONTHS.map((month) => labourWelfareFund({ state: "MH", month, grossMonthly: 40_000, employedAtMonthEnd: true }));
    expect(year.reduce((total, row) => total + row.employee, 0)).toBe(50); // 2 x 25
    expect(year.reduce((total, row) => total + row.employer, 0)).toBe(150); // 2 x 75
  });

  it("is the same whatever the wage (the ₹3,000 slab is gone), nothing for a month without pay", () => {
    expect(labourWelfareFund({ state: "MH", month: 6, grossMonthly: 3_000, employedAtMonthEnd: true })).toEqual({
      employee: 25,
      employer: 75,
      note: null,
    });
    expect(labourWelfareFund({ state: "MH", month: 6, grossMonthly: 1, employedAtMonthEnd: true })).toEqual({
      employee: 25,
      employer: 75,
      note: null,
    });
    expect(labourWelfareFund({ state: "MH", month: 6, grossMonthly: 0, employedAtMonthEnd: true })).toEqual(none);
  });
});

describe("who is on the register on the due day", () => {
  it("charges nothing to someone who left before 30 June or 31 December, whatever they earned in the month", () => {
    // Left on 14 December on ₹25,000 a month: paid 14 days, not employed on 31 December: no ₹25, no ₹75.
    expect(labourWelfareFund({ state: "MH", month: 12, grossMonthly: 11_290, employedAtMonthEnd: false })).toEqual(none);
    expect(labourWelfareFund({ state: "MH", month: 6, grossMonthly: 11_290, employedAtMonthEnd: false })).toEqual(none);
    expect(labourWelfareFund({ state: "KA", month: 12, grossMonthly: 11_290, employedAtMonthEnd: false })).toEqual(none);
    // Joined on 16 December and employed on the 31st: the half's ₹25 and ₹75.
    expect(labourWelfareFund({ state: "MH", month: 12, grossMonthly: 10_323, employedAtMonthEnd: true })).toEqual({
      employee: 25,
      employer: 75,
      note: null,
    });
  });
});

describe("Karnataka Labour Welfare Fund", () => {
  it("takes ₹50 and ₹100 once a year, in December", () => {
    expect(labourWelfareFund({ state: "KA", month: 12, grossMonthly: 30_000, employedAtMonthEnd: true })).toEqual({
      employee: 50,
      employer: 100,
      note: null,
    });
    for (const month of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      expect(labourWelfareFund({ state: "KA", month, grossMonthly: 30_000, employedAtMonthEnd: true })).toEqual(none);
    }
  });
});

describe("a state without a table", () => {
  it("pays nil and says why, even in June and December", () => {
    const note = "No labour-welfare-fund table for Telangana: nil";
    expect(labourWelfareFund({ state: "TG", month: 6, grossMonthly: 40_000, employedAtMonthEnd: true })).toEqual({
      employee: 0,
      employer: 0,
      note,
    });
    expect(labourWelfareFund({ state: "TG", month: 12, grossMonthly: 40_000, employedAtMonthEnd: true })).toEqual({
      employee: 0,
      employer: 0,
      note,
    });
  });
});
