import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HR_TAX_LOCK_PATH, taxLockPath, taxMessages, type TaxLock } from "@/shared/contract/tax";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { TaxLockControl } from "./tax-lock-control";

const lock = (locked: boolean): TaxLock => ({ financialYear: "2026-27", locked, lockedAt: null, lockedBy: null });

function open(locked: boolean) {
  const api = fakeApi();
  api.answer("GET", HR_TAX_LOCK_PATH, lock(locked));
  return { api, ...renderWithProviders(<TaxLockControl month="2026-11" />) };
}

describe("the payroll panel's lock on a year's tax declarations", () => {
  it("locks the month's financial year once confirmed, with POST /api/hr/tax/lock", async () => {
    const { api, user } = open(false);
    await user.click(await screen.findByRole("button", { name: "Lock FY 2026-27 Declarations" }));
    expect(api.requests[0]).toMatchObject({ method: "GET", path: HR_TAX_LOCK_PATH, query: { year: "2026-27" } });
    const dialog = screen.getByRole("dialog", { name: "Lock tax declarations for FY 2026-27?" });
    api.answer("POST", HR_TAX_LOCK_PATH, lock(true));
    await user.click(within(dialog).getByRole("button", { name: "Lock Declarations" }));
    expect(await screen.findByText("Declarations Locked")).toBeTruthy();
    expect(api.sent("POST", HR_TAX_LOCK_PATH)).toEqual([{ financialYear: "2026-27" }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends nothing when the confirmation is cancelled", async () => {
    const { api, user } = open(false);
    await user.click(await screen.findByRole("button", { name: "Lock FY 2026-27 Declarations" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("unlocks with DELETE /api/hr/tax/lock/{year}; a 409 (unlocked meanwhile) says so, closes and reads the lock again", async () => {
    const { api, user } = open(true);
    await user.click(await screen.findByRole("button", { name: "Unlock FY 2026-27 Declarations" }));
    api.fail("DELETE", taxLockPath("2026-27"), 409, { message: taxMessages.notLocked("2026-27") });
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Unlock Declarations" }));
    expect(await screen.findByText(taxMessages.notLocked("2026-27"))).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${HR_TAX_LOCK_PATH}`,
      `DELETE ${taxLockPath("2026-27")}`,
      `GET ${HR_TAX_LOCK_PATH}`,
    ]);
  });
});
