import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { separationMessages, separationPath, type Separation } from "@/shared/contract/separation";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { SeparationDialog, type SeparationStart } from "./separation-dialog";

const path = separationPath(7);
const recorded: Separation = {
  employeeRecordId: 7,
  kind: "termination",
  noticeDate: "2026-11-02",
  lastWorkingDay: "2026-11-30",
  noticePeriodDays: 30,
  noticeShortfall: "pay_in_lieu",
  encashmentDivisor: 30,
  reason: "Role closed",
  recordedAt: "2026-11-02T05:00:00.000Z",
  recordedBy: "Sneha Patil",
  deactivatedAt: null,
};
const date = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const box = (name: string) => screen.getByRole("textbox", { name });
const save = () => screen.getByRole("button", { name: "Save Separation" });

function open(start: SeparationStart) {
  const api = fakeApi();
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<SeparationDialog start={start} employeeId={7} onClose={onClose} />) };
}

describe("Record Separation (docs/product.md section 9.14.4)", () => {
  it("asks for the dates, whole days of notice and a divisor from 1 to 31 with the contract's messages", async () => {
    const { api, user } = open({ separation: null, noticePeriod: 45 });
    expect(screen.getByRole("dialog", { name: "Record Separation" })).toBeTruthy();
    expect(box("Notice period (days)")).toHaveProperty("value", "45");
    await user.clear(box("Notice period (days)"));
    await user.clear(box("Leave encashment divisor"));
    await user.type(box("Leave encashment divisor"), "32");
    await user.click(save());
    expect(fieldError(date("Notice date"))).toBe(separationMessages.noticeDate);
    expect(fieldError(date("Last working day"))).toBe(separationMessages.lastWorkingDay);
    expect(fieldError(box("Notice period (days)"))).toBe(separationMessages.noticeDays);
    expect(fieldError(box("Leave encashment divisor"))).toBe(separationMessages.divisor);
    expect(api.requests).toEqual([]);
  });

  it("refuses a last working day before the notice date, under the last working day", async () => {
    const { api, user } = open({ separation: null, noticePeriod: 30 });
    await user.type(date("Notice date"), "2026-11-20");
    await user.type(date("Last working day"), "2026-11-19");
    await user.click(save());
    expect(fieldError(date("Last working day"))).toBe(separationMessages.order);
    expect(api.requests).toEqual([]);
  });

  it("sends a resignation as typed to PUT .../separation and closes", async () => {
    const { api, onClose, user } = open({ separation: null, noticePeriod: 30 });
    api.answer("PUT", path, { separation: recorded });
    await user.type(date("Notice date"), "2026-11-02");
    await user.type(date("Last working day"), "2026-11-20");
    await user.click(save());
    expect(await screen.findByText("Separation saved")).toBeTruthy();
    expect(api.sent("PUT", path)).toEqual([
      {
        kind: "resignation",
        noticeDate: "2026-11-02",
        lastWorkingDay: "2026-11-20",
        noticePeriodDays: "30",
        noticeShortfall: "recover",
        encashmentDivisor: "26",
        reason: "",
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("Change Separation", () => {
  it("opens on the recorded separation; a 400's message lands under its field and a 409's in the toast", async () => {
    const { api, onClose, user } = open({ separation: recorded, noticePeriod: 30 });
    expect(screen.getByRole("dialog", { name: "Change Separation" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Notice shortfall" })).toHaveProperty("value", "pay_in_lieu");
    expect(box("Reason")).toHaveProperty("value", "Role closed");
    api.fail("PUT", path, 400, { message: "Invalid input", fieldErrors: { lastWorkingDay: [separationMessages.beforeJoining] } });
    await user.click(save());
    await screen.findAllByText(separationMessages.beforeJoining);
    expect(fieldError(date("Last working day"))).toBe(separationMessages.beforeJoining);
    api.fail("PUT", path, 409, { message: separationMessages.alreadyLeft });
    await user.click(save());
    expect(await screen.findByText(separationMessages.alreadyLeft)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
