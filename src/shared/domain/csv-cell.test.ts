import { describe, expect, it } from "vitest";
import { inertCell } from "./csv-cell";

describe("inertCell", () => {
  it("prefixes every formula-starting character with an apostrophe", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(inertCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(inertCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
  });

  it("prefixes the full-width forms of =, +, - and @ too", () => {
    for (const start of ["\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"]) expect(inertCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(inertCell('＝HYPERLINK("http://x")')).toBe('\'＝HYPERLINK("http://x")');
    expect(inertCell("＠SUM(A1)")).toBe("'＠SUM(A1)");
  });

  it("leaves ordinary text alone", () => {
    for (const value of ["Kesar Greens", "", "9822012345", "a=b", "₹1,20,000", "a＝b", "Ｋesar", "（note）"])
      expect(inertCell(value)).toBe(value);
  });
});
