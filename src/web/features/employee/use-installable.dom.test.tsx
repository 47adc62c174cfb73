import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useInstallable } from "./use-installable";

const head = (selector: string) => document.head.querySelectorAll(selector);

/** A browser with service workers (happy-dom has none): `register` answers a registration with an active worker. */
function withServiceWorkers(register: () => Promise<unknown>) {
  vi.stubGlobal("isSecureContext", true);
  Object.defineProperty(navigator, "serviceWorker", { value: { register }, configurable: true });
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  head('link[rel="manifest"]').forEach((element) => element.remove());
});

describe("useInstallable", () => {
  it("links the manifest, the home-screen icon and the theme while the dashboard is shown, and removes them after", () => {
    const { unmount } = renderHook(() => useInstallable());
    expect(head('link[rel="manifest"]')[0]?.getAttribute("href")).toBe("/employee.webmanifest");
    expect(head('link[rel="apple-touch-icon"]')).toHaveLength(1);
    expect(head('meta[name="theme-color"]')[0]?.getAttribute("content")).toBe("#0f2a44");
    expect(head('meta[name="apple-mobile-web-app-capable"]')).toHaveLength(1);
    unmount();
    expect(
      head('link[rel="manifest"], link[rel="apple-touch-icon"], meta[name="theme-color"], meta[name="apple-mobile-web-app-capable"]'),
    ).toHaveLength(0);
  });

  it("leaves an element the page already had, once and in place", () => {
    document.head.insertAdjacentHTML("beforeend", '<link rel="manifest" href="/other.webmanifest">');
    const { unmount } = renderHook(() => useInstallable());
    expect(head('link[rel="manifest"]')).toHaveLength(1);
    unmount();
    expect(head('link[rel="manifest"]')[0]?.getAttribute("href")).toBe("/other.webmanifest");
  });

  it("registers the portal's worker in a built, secure page, scoped to the dashboard, and hands it the loaded assets", async () => {
    vi.stubEnv("DEV", false);
    const postMessage = vi.fn();
    const register = vi.fn(async () => ({ active: { postMessage } }));
    withServiceWorkers(register);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { name: `${location.origin}/assets/employee-dashboard-abc.js` },
      { name: "https://tiles.example.com/assets/map.png" },
      { name: `${location.origin}/api/employee/today` },
    ] as PerformanceEntryList);
    renderHook(() => useInstallable());
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(register).toHaveBeenCalledWith("/employee-dashboard-sw.js", { scope: "/employee-dashboard", updateViaCache: "none" });
    expect(postMessage).toHaveBeenCalledWith({ type: "cache-assets", urls: ["/assets/employee-dashboard-abc.js"] });
  });

  it("registers no worker in development", () => {
    const register = vi.fn(async () => ({ active: null }));
    withServiceWorkers(register);
    renderHook(() => useInstallable());
    expect(register).not.toHaveBeenCalled();
  });
});
