import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  attendanceCorrectionPath,
  CORRECTION_REASON_MAX,
  hrAttendanceMessages,
  type HrAttendanceRow,
} from "@/shared/contract/hr-attendance";
import { attendanceRow } from "@/web/testing/attendance-rows";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { CorrectionDialog } from "./correction-dialog";

const path = attendanceCorrectionPath(1, "2026-11-23");
const checkIn = () => screen.getByLabelText(/^Check In/);
const checkOut = () => screen.getByLabelText(/^Check Out/);
const reason = () => screen.getByRole("textbox", { name: "Reason" });
const save = () => screen.getByRole("button", { name: "Save Correction" });

function open(row: HrAttendanceRow) {
  const api = fakeApi();
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<CorrectionDialog row={row} date="2026-11-23" onClose={onClose} />) };
}

describe("HR's Correct Attendance", () => {
  it("asks for the check-in and a reason with the contract's messages; the check-out may stay empty", async () => {
    const { api, user } = open(attendanceRow({ checkIn: null, checkOut: null, status: "Absent" }));
    await user.click(save());
    expect(fieldError(checkIn())).toBe(hrAttendanceMessages.checkIn);
    expect(fieldError(reason())).toBe(hrAttendanceMessages.reason);
    expect(fieldError(checkOut())).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("refuses a check-out before the check-in, under the check-out, and a reason over its limit", async () => {
    const { api, user } = open(attendanceRow({}));
    await user.clear(checkOut());
    await user.type(checkOut(), "09:05");
    await user.click(reason());
    await user.paste("x".repeat(CORRECTION_REASON_MAX + 1));
    await user.click(save());
    expect(fieldError(checkOut())).toBe(hrAttendanceMessages.order);
    expect(fieldError(reason())).toBe(hrAttendanceMessages.reasonLength);
    expect(api.requests).toEqual([]);
  });

  it("opens on the recorded times in Pune and sends them with the reason to PUT /api/hr/attendance/{id}/{date}", async () => {
    const { api, onClose, user } = open(attendanceRow({}));
    api.answer("PUT", path, attendanceRow({}));
    expect(checkIn()).toHaveProperty("value", "09:05");
    expect(checkOut()).toHaveProperty("value", "17:35");
    await user.clear(checkOut());
    await user.type(checkOut(), "18:30");
    await user.type(reason(), "Forgot to check out");
    await user.click(save());
    expect(await screen.findByText("Aarav Deshmukh's attendance on 23 Nov 2026 was corrected")).toBeTruthy();
    expect(api.sent("PUT", path)).toEqual([{ checkIn: "09:05", checkOut: "18:30", reason: "Forgot to check out" }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("puts a 400's field error under its field and stays open; a 409 shows its message and closes", async () => {
    const { api, onClose, user } = open(attendanceRow({}));
    await user.type(reason(), "Phone battery died");
    api.fail("PUT", path, 400, { message: "Invalid input", fieldErrors: { checkOut: [hrAttendanceMessages.future] } });
    await user.click(save());
    expect(await screen.findByText(hrAttendanceMessages.future)).toBeTruthy();
    expect(fieldError(checkOut())).toBe(hrAttendanceMessages.future);
    expect(onClose).not.toHaveBeenCalled();

    api.fail("PUT", path, 409, { message: hrAttendanceMessages.notEmployed });
    await user.click(save());
    expect(await screen.findByText(hrAttendanceMessages.notEmployed)).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
