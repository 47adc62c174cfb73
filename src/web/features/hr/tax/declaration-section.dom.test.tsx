import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hrTaxPath, taxDeclarationMessage, taxMessages, type TaxDeclarationView } from "@/shared/contract/tax";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { taxDeclarationView } from "@/web/testing/tax-declaration-view";
import { DeclarationSection } from "./declaration-section";

const path = hrTaxPath(7);
const box = (name: string) => screen.getByRole("textbox", { name });
const save = () => screen.getByRole("button", { name: "Save Declaration" });

/** Nothing declared yet: the new regime, every amount 0. */
const nothingDeclared: TaxDeclarationView["declaration"] = {
  regime: "new",
  section80C: 0,
  section80DSelfAndFamily: 0,
  section80DSelfAndFamilySenior: false,
  section80DParents: 0,
  section80DParentsSenior: false,
  rentPaidMonthly: 0,
  rentCity: "",
  previousEmployerSalary: 0,
  previousEmployerTds: 0,
};

function open(view = taxDeclarationView({ declaration: nothingDeclared })) {
  const api = fakeApi();
  return { api, ...renderWithProviders(<DeclarationSection view={view} />) };
}

describe("HR's form of a person's tax declaration", () => {
  it("refuses rent without its city and an amount that is not whole rupees, with the contract's messages", async () => {
    const { api, user } = open();
    await user.click(screen.getByRole("radio", { name: /^Old regime/ }));
    await user.type(box("Rent paid (₹ a month)"), "18000");
    await user.type(box("80C investments (₹ a year)"), "1500.50");
    await user.click(save());
    expect(fieldError(box("80C investments (₹ a year)"))).toBe(taxDeclarationMessage("section80C"));
    // The city is checked with the figures once each figure is valid, as on the server.
    await user.clear(box("80C investments (₹ a year)"));
    await user.click(save());
    expect(fieldError(box("80C investments (₹ a year)"))).toBeNull();
    expect(fieldError(box("City of the rented home"))).toBe(taxMessages.rentCity);
    expect(api.requests).toEqual([]);
  });

  it("sends the declaration (blank amounts as 0, ₹ and commas dropped) to PUT /api/hr/tax/{id}?year=", async () => {
    const { api, user } = open();
    api.answer("PUT", path, taxDeclarationView());
    await user.click(screen.getByRole("radio", { name: /^Old regime/ }));
    await user.type(box("80C investments (₹ a year)"), "₹1,50,000");
    await user.type(box("Rent paid (₹ a month)"), "18000");
    await user.type(box("City of the rented home"), "Pune");
    await user.selectOptions(screen.getByRole("combobox", { name: "Is either parent a senior citizen?" }), "yes");
    await user.click(save());
    expect(await screen.findByText("Tax declaration saved")).toBeTruthy();
    expect(api.requests.at(-1)).toMatchObject({ method: "PUT", path, query: { year: "2026-27" } });
    expect(api.sent("PUT", path)).toEqual([
      {
        regime: "old",
        section80C: 150000,
        section80DSelfAndFamily: 0,
        section80DSelfAndFamilySenior: false,
        section80DParents: 0,
        section80DParentsSenior: true,
        rentPaidMonthly: 18000,
        rentCity: "Pune",
        previousEmployerSalary: 0,
        previousEmployerTds: 0,
      },
    ]);
  });

  it("says a locked year is saved by HR and audited, and shows a refusal's message and a 400's field error", async () => {
    const { api, user } = open({
      ...taxDeclarationView(),
      lock: { financialYear: "2026-27", locked: true, lockedAt: null, lockedBy: null },
    });
    expect(screen.getByText(/are locked: Aarav Deshmukh can no longer change them/)).toBeTruthy();
    api.fail("PUT", path, 403, { message: taxMessages.adminRecord });
    await user.click(save());
    expect(await screen.findByText(taxMessages.adminRecord)).toBeTruthy();
    api.fail("PUT", path, 400, { message: "Invalid input", fieldErrors: { rentCity: [taxMessages.rentCity] } });
    await user.click(save());
    await screen.findByText(taxMessages.rentCity);
    expect(fieldError(box("City of the rented home"))).toBe(taxMessages.rentCity);
  });
});
