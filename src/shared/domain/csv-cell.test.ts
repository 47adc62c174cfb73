import { describe, expect, it } from "vitest";
import { inertCell } from "./csv-cell";

describe("inertCell", () => {
  it("prefixes every formula-starting character with an apostrophe", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(inertCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(inertCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
  });

  it("leaves ordinary text alone", () => {
    for (const value of ["Kesar Greens", "", "9822012345", "a=b", "₹1,20,000"]) expect(inertCell(value)).toBe(value);
  });
});
