import { describe, expect, it } from "vitest";
import { noticeShortfall, noticeShortfallHandlings } from "./notice-shortfall";

// Notice served counts calendar days from the notice date to the last working day, both included
// (docs/product.md section 10.6.4); every figure worked out by hand.

describe("a notice-period shortfall", () => {
  it("is settled one of three ways", () => {
    expect(noticeShortfallHandlings).toEqual(["recover", "pay_in_lieu", "waive"]);
  });

  it("values the days short at the gross over the month's divisor and shows the computation", () => {
    // Notice 16 Feb, last day 28 Feb 2026: 16..28 = 13 days served; 60 - 13 = 47 days short.
    // 47 x 39,000 = 18,33,000; / 28 (February's calendar days) = 65,464.29 -> 65,464.
    const input = { noticeDate: "2026-02-16", lastWorkingDay: "2026-02-28", noticePeriodDays: 60, gross: 39_000, divisor: 28 };
    const computation = "60 days of notice - 13 served = 47 days short x gross ₹39,000 / 28 = ₹65,464";
    expect(noticeShortfall({ ...input, handling: "recover" })).toEqual({
      served: 13,
      shortfallDays: 47,
      handling: "recover",
      amount: 65_464,
      computation,
    });
    expect(noticeShortfall({ ...input, handling: "pay_in_lieu" })).toMatchObject({ amount: 65_464, computation });
  });

  it("counts the days served across a month's end", () => {
    // 20..31 Oct = 12 days, 1..5 Nov = 5 days: 17 served; 30 - 17 = 13 short.
    expect(
      noticeShortfall({
        noticeDate: "2026-10-20",
        lastWorkingDay: "2026-11-05",
        noticePeriodDays: 30,
        handling: "waive",
        gross: 52_000,
        divisor: 26,
      }),
    ).toEqual({
      served: 17,
      shortfallDays: 13,
      handling: "waive",
      amount: 0,
      computation: "30 days of notice - 17 served = 13 days short, waived",
    });
  });

  it("is never below zero when more notice was served than owed", () => {
    // 1 Oct to 30 Nov: 31 + 30 = 61 days served of 30 owed.
    expect(
      noticeShortfall({
        noticeDate: "2026-10-01",
        lastWorkingDay: "2026-11-30",
        noticePeriodDays: 30,
        handling: "recover",
        gross: 52_000,
        divisor: 26,
      }),
    ).toEqual({
      served: 61,
      shortfallDays: 0,
      handling: "recover",
      amount: 0,
      computation: "Notice served in full (61 of 30 days)",
    });
  });
});
