import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS, settingsMessages, type Settings } from "@/shared/contract/settings";
import { site } from "@/web/lib/site";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { SettingsButton } from "./settings-button";

const text = (name: string) => screen.getByRole("textbox", { name });
const save = () => screen.getByRole("button", { name: "Save Settings" });

async function openSettings(settings: Settings = DEFAULT_SETTINGS) {
  const api = fakeApi();
  api.answer("GET", ADMIN_SETTINGS_PATH, settings);
  const view = renderWithProviders(<SettingsButton />);
  await view.user.click(screen.getByRole("button", { name: "Settings" }));
  await screen.findByRole("textbox", { name: "Grace (minutes)" });
  const retype = async (control: HTMLElement, value: string) => {
    await view.user.clear(control);
    if (value) await view.user.type(control, value);
  };
  return { ...view, api, retype };
}

describe("the admin's Settings", () => {
  it("fills the form from the saved settings; the geofence starts at the office with 200 metres", async () => {
    const { user } = await openSettings();
    expect(text("Grace (minutes)")).toHaveProperty("value", "15");
    expect(screen.getByRole("checkbox", { name: "Sunday" })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: "Saturday" })).toHaveProperty("checked", false);
    expect(screen.queryByRole("textbox", { name: "Latitude" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Flag check-ins outside the office" }));
    expect(text("Latitude")).toHaveProperty("value", String(site.geo.latitude));
    expect(text("Radius (metres)")).toHaveProperty("value", "200");
  });

  it("takes a grace from 0 to 240 whole minutes", async () => {
    const { user, retype, api } = await openSettings();
    await retype(text("Grace (minutes)"), "241");
    await user.click(save());
    expect(fieldError(text("Grace (minutes)"))).toBe(settingsMessages.grace);
    await retype(text("Grace (minutes)"), "240");
    expect(fieldError(text("Grace (minutes)"))).toBeNull();
    await retype(text("Grace (minutes)"), "");
    expect(fieldError(text("Grace (minutes)"))).toBe(settingsMessages.grace);
    expect(api.sent("PUT", ADMIN_SETTINGS_PATH)).toEqual([]);
  });

  it("wants the shift to end after it starts", async () => {
    const { user, retype } = await openSettings();
    await retype(screen.getByLabelText(/^Shift End/), "09:00");
    await user.click(save());
    expect(fieldError(screen.getByLabelText(/^Shift End/))).toBe(settingsMessages.shiftOrder);
    await retype(screen.getByLabelText(/^Shift End/), "09:01");
    expect(fieldError(screen.getByLabelText(/^Shift End/))).toBeNull();
  });

  it("allows at most six days off a week", async () => {
    const { user } = await openSettings();
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
      await user.click(screen.getByRole("checkbox", { name: day }));
    await user.click(save());
    expect(screen.getByRole("group", { name: "Weekly Off Days" }).textContent).toContain(settingsMessages.weeklyOff);
    await user.click(screen.getByRole("checkbox", { name: "Sunday" }));
    expect(screen.getByRole("group", { name: "Weekly Off Days" }).textContent).not.toContain(settingsMessages.weeklyOff);
  });

  it("checks the geofence's radius from 10 metres and the debit account's number and IFSC", async () => {
    const { user, retype } = await openSettings();
    await user.click(screen.getByRole("checkbox", { name: "Flag check-ins outside the office" }));
    await retype(text("Radius (metres)"), "9");
    await retype(text("Latitude"), "90.5");
    await retype(text("Debit Account Number"), "12345678");
    await retype(text("Debit Account IFSC"), "HDFC1001234");
    await user.click(save());
    expect(fieldError(text("Radius (metres)"))).toBe(settingsMessages.radius);
    expect(fieldError(text("Latitude"))).toBe(settingsMessages.latitude);
    expect(fieldError(text("Debit Account Number"))).toBe(settingsMessages.debitAccountNumber);
    expect(fieldError(text("Debit Account IFSC"))).toBe(settingsMessages.debitIfsc);
    await retype(text("Radius (metres)"), "10");
    await retype(text("Debit Account Number"), "1234 5678 9");
    await retype(text("Debit Account IFSC"), "hdfc0001234");
    expect(fieldError(text("Radius (metres)"))).toBeNull();
    expect(fieldError(text("Debit Account Number"))).toBeNull();
    expect(fieldError(text("Debit Account IFSC"))).toBeNull();
  });

  it("saves every setting, numbers as numbers and off days in order, and closes", async () => {
    const { user, retype, api } = await openSettings();
    api.answer("PUT", ADMIN_SETTINGS_PATH, (request) => request.body);
    await retype(text("Grace (minutes)"), "10");
    await user.click(screen.getByRole("checkbox", { name: "Saturday" }));
    await user.click(screen.getByRole("radio", { name: "26 days" }));
    await user.click(screen.getByRole("checkbox", { name: "Flag check-ins outside the office" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Layout" }), "hdfc");
    await user.click(save());
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(api.sent("PUT", ADMIN_SETTINGS_PATH)).toEqual([
      {
        ...DEFAULT_SETTINGS,
        graceMinutes: 10,
        weeklyOffDays: [0, 6],
        payDayBasis: "26",
        geofence: { latitude: site.geo.latitude, longitude: site.geo.longitude, radiusMetres: 200 },
        bankFileLayout: "hdfc",
        debitAccountNumber: "",
        debitIfsc: "",
      },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("puts the server's nested field errors under their fields", async () => {
    const { user, api } = await openSettings({ ...DEFAULT_SETTINGS, geofence: { latitude: 18.5, longitude: 73.8, radiusMetres: 300 } });
    api.fail("PUT", ADMIN_SETTINGS_PATH, 400, {
      message: "Invalid input",
      fieldErrors: { "geofence.radiusMetres": [settingsMessages.radius] },
    });
    await user.click(save());
    expect(await screen.findByText("Invalid input")).toBeTruthy();
    expect(fieldError(text("Radius (metres)"))).toBe(settingsMessages.radius);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("says so when the settings cannot be loaded, and offers no Save", async () => {
    const api = fakeApi();
    api.fail("GET", ADMIN_SETTINGS_PATH, 403, { message: "Admins only" });
    const { user } = renderWithProviders(<SettingsButton />);
    await user.click(screen.getByRole("button", { name: "Settings" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The settings could not be loaded. Close this dialog and try again.");
    expect(save()).toHaveProperty("disabled", true);
  });
});
