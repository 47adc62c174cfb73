import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EMPLOYEE_STATEMENTS_PATH } from "@/shared/contract/statutory-returns";
import { EMPLOYEE_TAX_PATH, EMPLOYEE_TAX_PROJECTION_PATH, taxDeclarationMessage, taxMessages } from "@/shared/contract/tax";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { taxDeclarationView } from "@/web/testing/tax-declaration-view";
import { TaxTab } from "./tax-tab";

// 8 December 2026 in Pune: FY 2026-27. Only the date is fixed; timers stay real for user-event.
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-08T06:30:00.000Z") }));

const amount = (label: string) => screen.getByRole("textbox", { name: label });
const save = () => screen.getByRole("button", { name: "Save Declaration" });

async function renderTab(views = { "2026-27": taxDeclarationView() }) {
  const api = fakeApi();
  api.answer(
    "GET",
    EMPLOYEE_TAX_PATH,
    (request) => views[request.query.year as keyof typeof views] ?? taxDeclarationView({ financialYear: request.query.year }),
  );
  api.answer("GET", EMPLOYEE_STATEMENTS_PATH, []);
  api.fail("GET", EMPLOYEE_TAX_PROJECTION_PATH, 503, { message: "Not now" });
  const view = renderWithProviders(<TaxTab />);
  await screen.findByRole("radio", { name: /^Old regime/ });
  return { ...view, api };
}

describe("the employee's Tax tab", () => {
  it("opens on the current financial year, filled from the declaration", async () => {
    const { api } = await renderTab();
    expect(api.requests.find((sent) => sent.path === EMPLOYEE_TAX_PATH)?.query).toEqual({ year: "2026-27" });
    expect(screen.getByRole("radio", { name: /^Old regime/ })).toHaveProperty("checked", true);
    expect(amount("80C investments (₹ a year)")).toHaveProperty("value", "150000");
    expect(amount("City of the rented home")).toHaveProperty("value", "Pune");
  });

  it("takes whole rupees up to ₹99,99,99,999, and wants the city when rent is paid", async () => {
    const { user } = await renderTab();
    await user.clear(amount("80C investments (₹ a year)"));
    await user.type(amount("80C investments (₹ a year)"), "1,00,00,00,000");
    await user.clear(amount("City of the rented home"));
    await user.click(save());
    expect(fieldError(amount("80C investments (₹ a year)"))).toBe(taxDeclarationMessage("section80C"));
    await user.clear(amount("80C investments (₹ a year)"));
    await user.type(amount("80C investments (₹ a year)"), "₹ 99,99,99,999");
    expect(fieldError(amount("80C investments (₹ a year)"))).toBeNull();
    await user.click(save());
    expect(fieldError(amount("City of the rented home"))).toBe(taxMessages.rentCity);
  });

  it("saves the year's declaration as numbers and says so", async () => {
    const { user, api } = await renderTab();
    api.answer("PUT", EMPLOYEE_TAX_PATH, (request) => taxDeclarationView({ declaration: request.body as never }));
    await user.click(screen.getByRole("radio", { name: /^New regime/ }));
    await user.clear(amount("80C investments (₹ a year)"));
    await user.type(amount("80C investments (₹ a year)"), "1,20,000");
    await user.click(save());
    expect(await screen.findByText("Tax declaration saved")).toBeTruthy();
    const [sent] = api.requests.filter((request) => request.method === "PUT");
    expect(sent).toMatchObject({ path: EMPLOYEE_TAX_PATH, query: { year: "2026-27" } });
    expect(sent?.body).toEqual({ ...taxDeclarationView().declaration, regime: "new", section80C: 120_000 });
  });

  it("shows a locked year read-only with HR's notice", async () => {
    const lock = { financialYear: "2026-27", locked: true, lockedAt: "2027-01-15T06:00:00.000Z", lockedBy: "Sneha Patil" };
    await renderTab({ "2026-27": taxDeclarationView({ lock }) });
    expect(screen.getByRole("status").textContent).toBe(
      "HR locked tax declarations for FY 2026-27 on 15 Jan 2027. Ask HR if something needs to change.",
    );
    expect(amount("80C investments (₹ a year)")).toHaveProperty("disabled", true);
    expect(screen.queryByRole("button", { name: "Save Declaration" })).toBeNull();
  });

  it("reads another year when it is chosen; an earlier one is read-only", async () => {
    const { user, api } = await renderTab();
    await user.selectOptions(screen.getByRole("combobox", { name: "Financial year" }), "2025-26");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save Declaration" })).toBeNull());
    expect(api.requests.filter((sent) => sent.path === EMPLOYEE_TAX_PATH).map((sent) => sent.query.year)).toEqual(["2026-27", "2025-26"]);
    expect(screen.getByRole("status").textContent).toContain("FY 2025-26 is not open for declarations.");
  });

  it("shows the refusal when HR locked the year meanwhile", async () => {
    const { user, api } = await renderTab();
    api.fail("PUT", EMPLOYEE_TAX_PATH, 409, { message: taxMessages.locked("2026-27") });
    await user.click(save());
    expect(await screen.findByText(taxMessages.locked("2026-27"))).toBeTruthy();
  });
});
