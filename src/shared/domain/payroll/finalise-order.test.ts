import { describe, expect, it } from "vitest";
import { finaliseBlocker, monthsFromTo, openingMonthsOf, openingOverlap } from "./finalise-order";

describe("the order months are finalised in", () => {
  const facts = {
    month: "2027-01",
    today: "2027-02-02",
    firstFinalised: "2026-09",
    finalisedBefore: ["2026-09", "2026-10", "2026-11", "2026-12"],
    coveredBy: [],
  };

  it("lists months across a new year, and the months opening figures cover from April", () => {
    expect(monthsFromTo("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(monthsFromTo("2027-02", "2027-01")).toEqual([]);
    // Five months from April: April to August.
    expect(openingMonthsOf("2026-27", 5)).toEqual(["2026-04", "2026-05", "2026-06", "2026-07", "2026-08"]);
  });

  it("lets the very first month be any month, and the next month once every month since the first is finalised", () => {
    expect(finaliseBlocker({ ...facts, firstFinalised: null, finalisedBefore: [] })).toBeNull();
    expect(finaliseBlocker(facts)).toBeNull();
  });

  it("names the earliest month left as a draft", () => {
    // September to December finalised but November: January waits for November.
    expect(finaliseBlocker({ ...facts, finalisedBefore: ["2026-09", "2026-10", "2026-12"] })).toBe(
      "Finalise November 2026 first: months are finalised in order",
    );
  });

  it("refuses a month before the first finalised one, and a month someone's opening figures cover", () => {
    expect(finaliseBlocker({ ...facts, month: "2026-08" })).toBe(
      "August 2026 cannot be finalised: the payroll here began with September 2026, and pay for earlier months counts through opening figures",
    );
    expect(
      finaliseBlocker({
        ...facts,
        month: "2026-08",
        firstFinalised: null,
        finalisedBefore: [],
        coveredBy: ["Asha Rao", "Ravi Kumar", "Meera Shah", "Joy Das", "Ila Sen"],
      }),
    ).toBe(
      "August 2026 cannot be finalised: it was paid outside the product and is in the opening figures of Asha Rao, Ravi Kumar, Meera Shah and 2 more",
    );
  });

  it("opens a month on its last day (business date)", () => {
    expect(finaliseBlocker({ ...facts, today: "2027-01-30" })).toBe("January 2027 can be finalised from 31 Jan 2027");
    expect(finaliseBlocker({ ...facts, today: "2027-01-31" })).toBeNull();
  });
});

describe("opening figures against the months finalised here", () => {
  it("accepts months before the first finalised month, and anything before a first finalise", () => {
    // April to August (5 months) end before September.
    expect(openingOverlap("2026-27", 5, "2026-09", ["2026-09", "2026-10", "2026-11"])).toBeNull();
    expect(openingOverlap("2026-27", 11, null, [])).toBeNull();
  });

  it("names the finalised months they would cover", () => {
    // 8 months from April reach November: September, October and November are finalised here.
    expect(openingOverlap("2026-27", 8, "2026-09", ["2026-09", "2026-10", "2026-11"])).toBe(
      "Opening figures cannot cover September 2026, October 2026, November 2026: they are finalised here",
    );
  });

  it("names months paid here not finalised yet, when the payroll here began in an earlier year", () => {
    expect(openingOverlap("2027-28", 2, "2026-09", [])).toBe(
      "Opening figures cannot cover April 2027, May 2027: the payroll here runs from September 2026, and those months are paid here",
    );
  });
});
