import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { previousEmployerPath } from "@/shared/contract/tax";
import { previousEmployerMessage, previousEmployerMessages, PREVIOUS_EMPLOYER_MAX } from "@/shared/contract/tax-previous-employer";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { taxDeclarationView } from "@/web/testing/tax-declaration-view";
import { PreviousEmployerSection } from "./previous-employer-section";

const path = previousEmployerPath(7);
const declared = taxDeclarationView({
  declaration: { ...taxDeclarationView().declaration, previousEmployerSalary: 600_000, previousEmployerTds: 40_000 },
});

async function openVerify() {
  const api = fakeApi();
  const rendered = renderWithProviders(<PreviousEmployerSection view={declared} />);
  await rendered.user.click(screen.getByRole("button", { name: "Verify" }));
  const dialog = screen.getByRole("dialog", { name: "Verify previous employer: Aarav Deshmukh" });
  const salary = within(dialog).getByRole("textbox", { name: "Previous employer's salary (₹)" });
  const tds = within(dialog).getByRole("textbox", { name: "Previous employer's TDS (₹)" });
  const verify = () => rendered.user.click(within(dialog).getByRole("button", { name: "Verify" }));
  return { api, ...rendered, salary, tds, verify };
}

describe("HR's verification of a previous employer", () => {
  it("opens on the declared figures and refuses a TDS above the salary and a salary above ₹10 crore", async () => {
    const { api, user, salary, tds, verify } = await openVerify();
    expect(salary).toHaveProperty("value", "600000");
    expect(tds).toHaveProperty("value", "40000");
    await user.clear(tds);
    await user.type(tds, "700000");
    await verify();
    expect(fieldError(tds)).toBe(previousEmployerMessages.tdsAboveSalary);
    await user.clear(salary);
    await user.type(salary, String(PREVIOUS_EMPLOYER_MAX + 1));
    await verify();
    expect(fieldError(salary)).toBe(previousEmployerMessage("previousEmployerSalary"));
    expect(api.requests).toEqual([]);
  });

  it("sends the statement's figures to PUT .../previous-employer?year= and closes", async () => {
    const { api, user, tds, verify } = await openVerify();
    api.answer("PUT", path, declared);
    await user.clear(tds);
    await user.type(tds, "38,500");
    await verify();
    expect(await screen.findByText("Previous employer verified")).toBeTruthy();
    expect(api.requests.at(-1)).toMatchObject({ method: "PUT", path, query: { year: "2026-27" } });
    expect(api.sent("PUT", path)).toEqual([{ previousEmployerSalary: 600000, previousEmployerTds: 38500 }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the dialog open with a refusal's message", async () => {
    const { api, verify } = await openVerify();
    api.fail("PUT", path, 409, { message: previousEmployerMessages.nothingDeclared("2026-27") });
    await verify();
    expect(await screen.findByText(previousEmployerMessages.nothingDeclared("2026-27"))).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Verify previous employer: Aarav Deshmukh" })).toBeTruthy();
  });
});
