import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  checkSuccessMessages,
  EMPLOYEE_CHECKIN_PATH,
  EMPLOYEE_CHECKOUT_PATH,
  type AttendanceRecord,
  type Today,
} from "@/shared/contract/employee-portal";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { QuickActions } from "./quick-actions";

const today: Today = {
  date: "2026-12-08",
  serverTime: "2026-12-08T03:30:00.000Z",
  record: null,
  shiftStart: "09:00",
  shiftEnd: "18:00",
  geocoderUrl: null,
};
const checkedIn: AttendanceRecord = {
  id: 40,
  date: "2026-12-08",
  checkIn: "2026-12-08T03:32:00.000Z",
  checkOut: null,
  totalHours: null,
  status: "Present",
  location: "18.530800, 73.829700",
  checkInLocation: { address: "18.530800, 73.829700", latitude: 18.5308, longitude: 73.8297, accuracy: 20 },
  checkOutLocation: null,
  offSite: null,
  distanceMetres: null,
};

/** The browser's position: the office in Shivajinagar, 20 m accurate. */
function atTheOffice() {
  const geolocation = {
    getCurrentPosition: (found: PositionCallback) =>
      found({ coords: { latitude: 18.5308, longitude: 73.8297, accuracy: 20 } } as GeolocationPosition),
  };
  vi.spyOn(navigator, "geolocation", "get").mockReturnValue(geolocation as Geolocation);
}
const renderActions = (shown: Today = today) => renderWithProviders(<QuickActions today={shown} onRequestLeave={() => undefined} />);

describe("Check In and Check Out", () => {
  it("checks in with the position, the coordinates as the address without a geocoder", async () => {
    const api = fakeApi();
    api.answer("POST", EMPLOYEE_CHECKIN_PATH, checkedIn, 201);
    atTheOffice();
    const { user } = renderActions();
    await user.click(screen.getByRole("button", { name: "Check In" }));
    expect(await screen.findByText(checkSuccessMessages.in.located)).toBeTruthy();
    expect(api.sent("POST", EMPLOYEE_CHECKIN_PATH)).toEqual([
      { location: "", address: "18.530800, 73.829700", latitude: 18.5308, longitude: 73.8297, accuracy: 20 },
    ]);
  });

  it("says a check-in needs a connection while offline, and offers it again when back online", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderActions();
    expect(screen.getByRole("button", { name: "Check-in needs a connection" })).toHaveProperty("disabled", true);
    online.mockReturnValue(true);
    fireEvent(window, new Event("online"));
    expect(screen.getByRole("button", { name: "Check In" })).toHaveProperty("disabled", false);
  });

  it("fails with its one message when the server refuses or the browser has no geolocation", async () => {
    const api = fakeApi();
    api.fail("POST", EMPLOYEE_CHECKIN_PATH, 409, { message: "Already checked in today" });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    atTheOffice();
    const { user } = renderActions();
    await user.click(screen.getByRole("button", { name: "Check In" }));
    expect(await screen.findByText("Failed to capture location and check in")).toBeTruthy();
    vi.spyOn(navigator, "geolocation", "get").mockReturnValue(undefined as unknown as Geolocation);
    await user.click(screen.getByRole("button", { name: "Check In" }));
    await vi.waitFor(() => expect(screen.getAllByText("Failed to capture location and check in")).toHaveLength(2));
    expect(api.sent("POST", EMPLOYEE_CHECKIN_PATH)).toHaveLength(1);
  });

  it("asks before a check-out ahead of the shift's end, and sends nothing on Cancel", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-08T08:30:00.000Z") }); // 2:00 PM in Pune
    const api = fakeApi();
    atTheOffice();
    const { user } = renderActions({ ...today, record: checkedIn });
    await user.click(screen.getByRole("button", { name: "Check Out" }));
    const dialog = screen.getByRole("dialog", { name: "Check out early?" });
    expect(dialog.textContent).toContain("Your shift runs to 6:00 PM: checking out now ends your day 4 h early.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("checks out early once confirmed, and straight away after the shift", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-08T08:30:00.000Z") });
    const api = fakeApi();
    api.answer("POST", EMPLOYEE_CHECKOUT_PATH, { ...checkedIn, checkOut: "2026-12-08T08:30:00.000Z" });
    atTheOffice();
    const { user } = renderActions({ ...today, record: checkedIn });
    await user.click(screen.getByRole("button", { name: "Check Out" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Check Out" }));
    expect(await screen.findByText(checkSuccessMessages.out.title)).toBeTruthy();
    vi.setSystemTime(new Date("2026-12-08T12:45:00.000Z")); // 6:15 PM
    await user.click(screen.getByRole("button", { name: "Check Out" }));
    await vi.waitFor(() => expect(api.sent("POST", EMPLOYEE_CHECKOUT_PATH)).toHaveLength(2));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the work day completed once checked out", () => {
    renderActions({ ...today, record: { ...checkedIn, checkOut: "2026-12-08T12:40:00.000Z" } });
    expect(screen.getByText("Work day completed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Check/ })).toBeNull();
  });
});
