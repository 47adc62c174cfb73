import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_ME_PATH, type MeResponse, type Portal } from "@/shared/contract/auth";
import { DASHBOARD_PATHS, LOGIN_PATH } from "@/shared/dashboard-paths";
import { businessTimeZone, DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from "@/web/lib/format";
import { rememberLogin, storedUser, takeReturnTo } from "@/web/lib/session";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { usePortalSession } from "./use-portal-session";

const hrUser = { id: 2, email: "sneha.patil@example.in", name: "Sneha Patil", role: "hr" as const };
const me: MeResponse = {
  portal: "hr",
  user: hrUser,
  employee: null,
  expiresAt: "2026-12-08T14:30:00.000Z",
  idleMinutes: 30,
  mustChangePassword: false,
  businessTimeZone: "Asia/Dubai",
};

function Guarded(props: { portal: Portal }) {
  const state = usePortalSession(props.portal);
  return <p>{state.status}</p>;
}
const openDashboard = (portal: Portal, path: string) => renderWithProviders(<Guarded portal={portal} />, { path });

afterEach(() => {
  setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
  window.history.replaceState(null, "", "/");
});

describe("the dashboard's session guard", () => {
  it("sends a visitor without a login to the login page, remembering where they were going", async () => {
    window.history.replaceState(null, "", "/hr?tab=payroll");
    const { history } = openDashboard("hr", "/hr");
    expect(await screen.findByText("Please login as HR to access this dashboard")).toBeTruthy();
    expect(history.at(-1)).toBe(LOGIN_PATH);
    expect(takeReturnTo("hr")).toBe("/hr?tab=payroll");
  });

  it("sends an employee to their own dashboard", async () => {
    rememberLogin("employee", { ...hrUser, role: "employee" });
    const { history } = openDashboard("hr", "/hr");
    expect(await screen.findByText("Employees cannot access the HR Dashboard. Redirecting to Employee Dashboard")).toBeTruthy();
    expect(history.at(-1)).toBe(DASHBOARD_PATHS.employee);
  });

  it("opens once the server confirms the session, on the server's business clock", async () => {
    const api = fakeApi();
    api.answer("GET", AUTH_ME_PATH, me);
    rememberLogin("hr", hrUser);
    openDashboard("hr", "/hr");
    expect(await screen.findByText("ready")).toBeTruthy();
    expect(api.requests).toMatchObject([{ path: AUTH_ME_PATH, query: { portal: "hr" } }]);
    expect(businessTimeZone()).toBe("Asia/Dubai");
  });

  it("forgets every login and says the session expired on a 401", async () => {
    const api = fakeApi();
    api.fail("GET", AUTH_ME_PATH, 401, { message: "Unauthorized" });
    rememberLogin("hr", hrUser);
    const { history } = openDashboard("hr", "/hr");
    expect(await screen.findByText("Your session has expired. Please log in again.")).toBeTruthy();
    expect(storedUser("hr")).toBeNull();
    expect(history.at(-1)).toBe(LOGIN_PATH);
  });

  it("shows a 403's message and leaves", async () => {
    const api = fakeApi();
    api.fail("GET", AUTH_ME_PATH, 403, { message: "Your account is deactivated" });
    rememberLogin("hr", hrUser);
    const { history } = openDashboard("hr", "/hr");
    expect(await screen.findByText("Your account is deactivated")).toBeTruthy();
    expect(history.at(-1)).toBe(LOGIN_PATH);
  });

  it("stays, offline, when the server does not answer at all", async () => {
    const api = fakeApi();
    api.unreachable("GET", AUTH_ME_PATH);
    rememberLogin("hr", hrUser);
    const { history } = openDashboard("hr", "/hr");
    expect(await screen.findByText("offline")).toBeTruthy();
    expect(history).toEqual(["/hr"]);
    expect(storedUser("hr")).toEqual(hrUser);
  });
});
