import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { EmployeeMonthDay } from "@/shared/contract/employee-portal";
import { CORRECTION_REASON_MAX, hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import { EMPLOYEE_CORRECTIONS_PATH, regularisationMessages, regularisationTexts } from "@/shared/contract/regularisations";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { CorrectionRequestDialog } from "./correction-request-dialog";

/** 3 December 2026: checked in at 9:35 AM in Pune (04:05 UTC) and never out. */
const day: EmployeeMonthDay = {
  date: "2026-12-03",
  status: "Present",
  missedCheckOut: true,
  checkIn: "2026-12-03T04:05:00.000Z",
  checkOut: null,
  location: "Baner",
  hoursWorked: 0,
};

const time = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const reason = () => screen.getByRole("textbox", { name: "Reason" });
const send = () => screen.getByRole("button", { name: "Send Request" });

function renderDialog(shown: EmployeeMonthDay = day) {
  const api = fakeApi();
  const onClose = vi.fn();
  const view = renderWithProviders(<CorrectionRequestDialog day={shown} onClose={onClose} />);
  return { ...view, api, onClose };
}

describe("Request correction", () => {
  it("opens on the day's recorded times, on the business clock", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: regularisationTexts.action }).textContent).toContain("Recorded: 9:35 AM – --:--");
    expect(time("Check In")).toHaveProperty("value", "09:35");
    expect(time("Check Out")).toHaveProperty("value", "");
  });

  it("asks for a check-in time and a reason on a day with no record", async () => {
    const { user, api } = renderDialog({ ...day, checkIn: null, status: "Absent", missedCheckOut: false });
    expect(screen.getByText(`Recorded: ${regularisationTexts.noRecord}`)).toBeTruthy();
    await user.click(send());
    expect(fieldError(time("Check In"))).toBe(hrAttendanceMessages.checkIn);
    expect(fieldError(reason())).toBe(hrAttendanceMessages.reason);
    expect(api.requests).toEqual([]);
  });

  it("wants the check-out after the check-in and a reason of at most 300 characters", async () => {
    const { user } = renderDialog();
    await user.type(time("Check Out"), "09:35");
    await user.click(reason());
    await user.paste("r".repeat(CORRECTION_REASON_MAX + 1));
    await user.click(send());
    expect(fieldError(reason())).toBe(hrAttendanceMessages.reasonLength);
    await user.type(reason(), "{Backspace}");
    await user.click(send());
    expect(fieldError(reason())).toBeNull();
    expect(fieldError(time("Check Out"))).toBe(hrAttendanceMessages.order);
  });

  it("sends the day, its times and the reason, then closes", async () => {
    const { user, api, onClose } = renderDialog();
    api.answer("POST", EMPLOYEE_CORRECTIONS_PATH, { id: 4 }, 201);
    await user.type(time("Check Out"), "18:10");
    await user.type(reason(), "Left from the Wakad site; the app was closed");
    await user.click(send());
    expect(await screen.findByText(regularisationTexts.requestedDetail)).toBeTruthy();
    expect(api.sent("POST", EMPLOYEE_CORRECTIONS_PATH)).toEqual([
      { date: "2026-12-03", checkIn: "09:35", checkOut: "18:10", reason: "Left from the Wakad site; the app was closed" },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes with the server's message when the day already has a pending request", async () => {
    const { user, api, onClose } = renderDialog();
    api.fail("POST", EMPLOYEE_CORRECTIONS_PATH, 409, { message: regularisationMessages.pending });
    await user.type(reason(), "Forgot to check out");
    await user.click(send());
    expect(await screen.findByText(regularisationMessages.pending)).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("keeps the form open with a time the server refuses under its field", async () => {
    const { user, api, onClose } = renderDialog();
    api.fail("POST", EMPLOYEE_CORRECTIONS_PATH, 400, {
      message: "Invalid input",
      fieldErrors: { checkOut: [hrAttendanceMessages.future] },
    });
    await user.type(time("Check Out"), "23:50");
    await user.type(reason(), "Forgot to check out");
    await user.click(send());
    expect(await screen.findByText(hrAttendanceMessages.future)).toBeTruthy();
    expect(fieldError(time("Check Out"))).toBe(hrAttendanceMessages.future);
    expect(onClose).not.toHaveBeenCalled();
  });
});
