import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HOLIDAY_NAME_MAX, HR_HOLIDAYS_PATH, holidayMessages, holidayPath, type Holiday } from "@/shared/contract/policies";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { HolidaysSection } from "./holidays-section";

const diwali: Holiday = { id: 3, date: "2026-11-09", name: "Diwali (Lakshmi Puja)" };

function open(holidays: Holiday[] = [diwali]) {
  const api = fakeApi();
  api.answer("GET", HR_HOLIDAYS_PATH, holidays);
  return { api, ...renderWithProviders(<HolidaysSection />) };
}
const date = () => screen.getByLabelText(/^Date/);
const name = () => screen.getByRole("textbox", { name: "Name" });
const add = () => screen.getByRole("button", { name: "Add Holiday" });

describe("HR's holidays (docs/product.md section 6.5)", () => {
  // 26 Nov 2026 in Pune: the list opens on 2026. Only the clock is replaced; timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T06:00:00.000Z"));
  });

  it("lists the business year's holidays with their weekday", async () => {
    const { api } = open();
    const list = await screen.findByRole("list", { name: "Holidays in 2026" });
    expect(within(list).getByText("Diwali (Lakshmi Puja)")).toBeTruthy();
    expect(within(list).getByText("Mon")).toBeTruthy();
    expect(api.requests[0]).toMatchObject({ path: HR_HOLIDAYS_PATH, query: { year: "2026" } });
  });

  it("asks for a date and a name with the contract's messages, and a name of at most 100 characters", async () => {
    const { api, user } = open();
    await user.click(add());
    expect(fieldError(date())).toBe(holidayMessages.date);
    expect(fieldError(name())).toBe(holidayMessages.name);
    await user.click(name());
    await user.paste("N".repeat(HOLIDAY_NAME_MAX + 1));
    await user.click(add());
    expect(fieldError(name())).toBe(`Must be at most ${HOLIDAY_NAME_MAX} characters`);
    expect(api.sent("POST", HR_HOLIDAYS_PATH)).toEqual([]);
  });

  it("sends a holiday to POST /api/hr/holidays, empties the form and shows its year; a duplicate's 409 is said", async () => {
    const { api, user } = open();
    api.fail("POST", HR_HOLIDAYS_PATH, 409, { message: holidayMessages.duplicate });
    await user.type(date(), "2027-01-26");
    await user.type(name(), "Republic Day");
    await user.click(add());
    expect(await screen.findByText(holidayMessages.duplicate)).toBeTruthy();
    expect(name()).toHaveProperty("value", "Republic Day");

    api.answer("POST", HR_HOLIDAYS_PATH, { id: 9, date: "2027-01-26", name: "Republic Day" }, 201);
    await user.click(add());
    expect(await screen.findByText("Holiday added successfully")).toBeTruthy();
    expect(api.sent("POST", HR_HOLIDAYS_PATH)).toEqual([
      { date: "2027-01-26", name: "Republic Day" },
      { date: "2027-01-26", name: "Republic Day" },
    ]);
    expect(name()).toHaveProperty("value", "");
    expect(await screen.findByRole("heading", { name: "Holidays 2027" })).toBeTruthy();
  });

  it("removes a holiday once confirmed", async () => {
    const { api, user } = open();
    api.answer("DELETE", holidayPath(3), undefined, 204);
    await user.click(await screen.findByRole("button", { name: "Remove Diwali (Lakshmi Puja)" }));
    const confirm = screen.getByRole("dialog", { name: "Remove Holiday" });
    expect(within(confirm).getByText("Remove Diwali (Lakshmi Puja) on 9 Nov 2026?")).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Holiday removed successfully")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([holidayPath(3)]);
  });
});
