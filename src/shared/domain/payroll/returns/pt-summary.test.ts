import { describe, expect, it } from "vitest";
import { ptSummary, type PtPerson } from "./pt-summary";

const NOVEMBER = 11;
const FEBRUARY = 2;
const person = (changes: Partial<PtPerson>): PtPerson => ({
  state: "MH",
  gender: "male",
  earnedGross: 40_000,
  amount: 200,
  overridden: false,
  ...changes,
});

describe("professional-tax summary", () => {
  // Maharashtra, November: a man at 7,000 (nil slab, up to 7,500), a man at 9,000 (175), two men above 10,000
  // (200 each), a woman at 20,000 (nil: women up to 25,000) and a woman at 30,000 (200).
  const people = [
    person({ earnedGross: 7_000, amount: 0 }),
    person({ earnedGross: 9_000, amount: 175 }),
    person({ earnedGross: 40_000, amount: 200 }),
    person({ earnedGross: 10_001, amount: 200 }),
    person({ gender: "female", earnedGross: 20_000, amount: 0 }),
    person({ gender: "female", earnedGross: 30_000, amount: 200 }),
  ];

  it("counts each Maharashtra slab, the women's apart, and totals the state", () => {
    expect(ptSummary(people, NOVEMBER)).toEqual([
      { state: "Maharashtra", slab: "Men: Up to Rs. 7,500", rate: 0, employees: 1, amount: 0 },
      { state: "Maharashtra", slab: "Men: Rs. 7,501 to Rs. 10,000", rate: 175, employees: 1, amount: 175 },
      // 200 + 200 = 400
      { state: "Maharashtra", slab: "Men: Above Rs. 10,000", rate: 200, employees: 2, amount: 400 },
      { state: "Maharashtra", slab: "Women: Up to Rs. 25,000", rate: 0, employees: 1, amount: 0 },
      { state: "Maharashtra", slab: "Women: Above Rs. 25,000", rate: 200, employees: 1, amount: 200 },
      // 0 + 175 + 400 + 0 + 200 = 775, six people
      { state: "Maharashtra", slab: "Total", rate: null, employees: 6, amount: 775 },
    ]);
  });

  it("uses February's ₹300 in February", () => {
    const february = people.map((one) => ({ ...one, amount: one.amount === 200 ? 300 : one.amount }));
    const lines = ptSummary(february, FEBRUARY);
    expect(lines.find((line) => line.slab === "Men: Above Rs. 10,000")).toEqual({
      state: "Maharashtra",
      slab: "Men: Above Rs. 10,000",
      rate: 300,
      employees: 2,
      amount: 600,
    }); // 2 x 300
    expect(lines.find((line) => line.slab === "Women: Above Rs. 25,000")?.rate).toBe(300);
    // 0 + 175 + 600 + 0 + 300 = 1,075
    expect(lines.at(-1)).toEqual({ state: "Maharashtra", slab: "Total", rate: null, employees: 6, amount: 1_075 });
  });

  it("puts an override on its own line, Karnataka's shared slabs and a state without a table", () => {
    const lines = ptSummary(
      [
        person({ amount: 150, overridden: true }),
        person({ state: "KA", earnedGross: 30_000, amount: 200 }),
        person({ state: "GJ", amount: 0 }),
      ],
      NOVEMBER,
    );
    expect(lines).toEqual([
      { state: "Maharashtra", slab: "Men: Up to Rs. 7,500", rate: 0, employees: 0, amount: 0 },
      { state: "Maharashtra", slab: "Men: Rs. 7,501 to Rs. 10,000", rate: 175, employees: 0, amount: 0 },
      { state: "Maharashtra", slab: "Men: Above Rs. 10,000", rate: 200, employees: 0, amount: 0 },
      { state: "Maharashtra", slab: "Women: Up to Rs. 25,000", rate: 0, employees: 0, amount: 0 },
      { state: "Maharashtra", slab: "Women: Above Rs. 25,000", rate: 200, employees: 0, amount: 0 },
      { state: "Maharashtra", slab: "HR's override", rate: null, employees: 1, amount: 150 },
      { state: "Maharashtra", slab: "Total", rate: null, employees: 1, amount: 150 },
      { state: "Karnataka", slab: "Up to Rs. 24,999", rate: 0, employees: 0, amount: 0 },
      { state: "Karnataka", slab: "Above Rs. 24,999", rate: 200, employees: 1, amount: 200 },
      { state: "Karnataka", slab: "Total", rate: null, employees: 1, amount: 200 },
      { state: "Gujarat", slab: "No professional-tax table: nil", rate: 0, employees: 1, amount: 0 },
      { state: "Gujarat", slab: "Total", rate: null, employees: 1, amount: 0 },
    ]);
  });
});
