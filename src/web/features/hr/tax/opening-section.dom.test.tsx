import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openingFigureMessage, openingFiguresPath, taxMessages, type OpeningFiguresView } from "@/shared/contract/tax";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { OpeningSection } from "./opening-section";

const path = openingFiguresPath(7);
const view: OpeningFiguresView = {
  financialYear: "2026-27",
  employeeRecordId: 7,
  employeeId: "EMP007",
  name: "Aarav Deshmukh",
  figures: null,
  updatedAt: null,
  updatedBy: null,
};
const box = (name: string) => screen.getByRole("textbox", { name });
const save = () => screen.getByRole("button", { name: "Save Opening Figures" });

function open() {
  const api = fakeApi();
  return { api, ...renderWithProviders(<OpeningSection view={view} />) };
}

describe("HR's opening figures", () => {
  it("asks for the months the amounts cover, keeps basic and HRA within the gross, and takes 0 to 11 months", async () => {
    const { api, user } = open();
    expect(screen.getByText("Not entered yet: the payroll assumes nothing was paid earlier this year.")).toBeTruthy();
    await user.type(box("Gross (₹)"), "100000");
    await user.type(box("Basic (₹)"), "80000");
    await user.type(box("HRA (₹)"), "30000");
    await user.click(save());
    expect(fieldError(box("Basic (₹)"))).toBe(taxMessages.basicAndHra);
    expect(fieldError(box("Months covered"))).toBe(taxMessages.monthsNeeded);
    await user.type(box("Months covered"), "12");
    await user.type(box("TDS (₹)"), "-5");
    await user.click(save());
    expect(fieldError(box("Months covered"))).toBe(taxMessages.months);
    expect(fieldError(box("TDS (₹)"))).toBe(openingFigureMessage("tds"));
    expect(api.requests).toEqual([]);
  });

  it("sends the figures to PUT /api/hr/payroll/opening/{id}?year= and shows a refusal's message under its field", async () => {
    const { api, user } = open();
    api.answer("PUT", path, {
      ...view,
      figures: { gross: 100000, basic: 50000, hra: 20000, employeePf: 3600, professionalTax: 400, tds: 0, months: 2 },
    });
    await user.type(box("Gross (₹)"), "1,00,000");
    await user.type(box("Basic (₹)"), "50000");
    await user.type(box("HRA (₹)"), "20000");
    await user.type(box("Employee PF (₹)"), "3600");
    await user.type(box("Professional tax (₹)"), "400");
    await user.type(box("Months covered"), "11");
    await user.click(save());
    expect(await screen.findByText("Opening figures saved")).toBeTruthy();
    expect(api.requests.at(-1)).toMatchObject({ method: "PUT", path, query: { year: "2026-27" } });
    expect(api.sent("PUT", path)).toEqual([
      { gross: 100000, basic: 50000, hra: 20000, employeePf: 3600, professionalTax: 400, tds: 0, months: 11 },
    ]);

    const overlap = taxMessages.openingOverlapsFinalised(["2026-04"]);
    api.fail("PUT", path, 400, { message: "Invalid input", fieldErrors: { months: [overlap] } });
    await user.click(save());
    await screen.findAllByText(overlap);
    expect(fieldError(box("Months covered"))).toBe(overlap);
  });
});
