import { describe, expect, it } from "vitest";
import { rupeesInWords } from "./amount-in-words";

describe("rupeesInWords", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [5, "Rupees Five Only"],
    [58_900, "Rupees Fifty-Eight Thousand Nine Hundred Only"],
    [1_00_000, "Rupees One Lakh Only"],
    [12_34_567, "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only"],
    [1_00_00_000, "Rupees One Crore Only"],
    [99_99_99_999, "Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
  ])("writes %i in words", (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it("names the teens", () => {
    const teens = ["Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
    teens.forEach((word, index) => expect(rupeesInWords(11 + index)).toBe(`Rupees ${word} Only`));
    expect(rupeesInWords(10)).toBe("Rupees Ten Only");
  });

  it("names the tens without a hyphen and hyphenates the compounds", () => {
    const tens = ["Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];
    tens.forEach((word, index) => expect(rupeesInWords((index + 2) * 10)).toBe(`Rupees ${word} Only`));
    expect(rupeesInWords(21)).toBe("Rupees Twenty-One Only");
    expect(rupeesInWords(99)).toBe("Rupees Ninety-Nine Only");
  });

  it("skips empty places: 101, 1,001, 1,00,001", () => {
    expect(rupeesInWords(101)).toBe("Rupees One Hundred One Only");
    expect(rupeesInWords(1_001)).toBe("Rupees One Thousand One Only");
    expect(rupeesInWords(1_00_001)).toBe("Rupees One Lakh One Only");
    expect(rupeesInWords(1_00_00_100)).toBe("Rupees One Crore One Hundred Only");
  });

  it("spells out crores above ninety-nine", () => {
    expect(rupeesInWords(125_00_00_000)).toBe("Rupees One Hundred Twenty-Five Crore Only");
  });

  it("rounds to the rupee first", () => {
    expect(rupeesInWords(58_899.5)).toBe("Rupees Fifty-Eight Thousand Nine Hundred Only");
    expect(rupeesInWords(0.4)).toBe("Rupees Zero Only");
    expect(rupeesInWords(-0.4)).toBe("Rupees Zero Only");
  });

  it("refuses negative and non-finite amounts", () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
