import { beforeEach, describe, expect, it } from "vitest";
import {
  entryDecision,
  forgetAllSessions,
  rememberLogin,
  rememberReturnTo,
  returnPortal,
  STORAGE_KEYS,
  storedUser,
  takeReturnTo,
} from "./session";

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const admin = { id: 1, email: "meera.iyer@prasthanrealty.example", name: "Meera Iyer", role: "admin" as const };
const hr = { id: 2, email: "sneha.patil@prasthanrealty.example", name: "Sneha Patil", role: "hr" as const };
const employee = {
  id: 3,
  employeeId: "EMP003",
  firstName: "Aarav",
  lastName: "Deshmukh",
  name: "Aarav Deshmukh",
  email: "aarav.deshmukh@prasthanrealty.example",
  phone: null,
  department: "Sales",
  designation: "Sales Executive",
  role: "employee" as const,
};

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
});

describe("browser session records", () => {
  it("keeps only the user records and the HR marker, never a session id", () => {
    localStorage.setItem(STORAGE_KEYS.adminSession, "left-by-an-old-build");
    rememberLogin("admin", admin);
    rememberLogin("hr", hr);
    rememberLogin("employee", employee);
    expect(localStorage.getItem("adminSession")).toBeNull();
    expect(localStorage.getItem("hr-session")).toBeNull();
    expect(localStorage.getItem("employee-session")).toBeNull();
    expect(JSON.parse(localStorage.getItem("adminUser")!)).toEqual(admin);
    expect(JSON.parse(localStorage.getItem("hr-data")!)).toEqual(hr);
    expect(localStorage.getItem("hrAuth")).toBe("true");
    expect(storedUser("employee")).toEqual(employee);
    forgetAllSessions();
    expect(localStorage.length).toBe(0);
  });

  it("ignores unreadable records", () => {
    localStorage.setItem("adminUser", "{not json");
    expect(storedUser("admin")).toBeNull();
  });
});

describe("dashboard entry checks (product.md 4.2)", () => {
  it("admin dashboard: admin in; HR marker redirected to the HR dashboard; nobody to /login", () => {
    expect(entryDecision("admin")).toEqual({
      allowed: false,
      message: "Please login as Admin to access this dashboard",
      redirect: "/login",
    });
    rememberLogin("hr", hr);
    expect(entryDecision("admin")).toEqual({
      allowed: false,
      message: "HR users cannot access the Admin Dashboard. Redirecting to HR Dashboard",
      redirect: "/hr-dashboard",
    });
    rememberLogin("admin", admin);
    expect(entryDecision("admin")).toEqual({ allowed: true });
  });

  it("HR dashboard: HR or admin in; employees redirected to their dashboard; nobody to /login", () => {
    expect(entryDecision("hr").redirect).toBe("/login");
    rememberLogin("employee", employee);
    expect(entryDecision("hr")).toMatchObject({ allowed: false, redirect: "/employee-dashboard" });
    rememberLogin("admin", admin);
    expect(entryDecision("hr")).toEqual({ allowed: true });
  });

  it("employee dashboard: 'No employee session found' without one", () => {
    rememberLogin("admin", admin);
    expect(entryDecision("employee")).toEqual({ allowed: false, message: "No employee session found", redirect: "/login" });
    rememberLogin("employee", employee);
    expect(entryDecision("employee")).toEqual({ allowed: true });
  });
});

describe("the address a login returns to", () => {
  it("brings the person back to the dashboard panel they opened, once, for the same portal only", () => {
    rememberReturnTo("hr", "/hr-dashboard?panel=leaves");
    expect(takeReturnTo("hr")).toBe("/hr-dashboard?panel=leaves");
    expect(takeReturnTo("hr")).toBeNull();
    rememberReturnTo("hr", "/hr-dashboard?panel=leaves");
    expect(takeReturnTo("employee")).toBeNull();
    expect(takeReturnTo("hr")).toBeNull();
    rememberReturnTo("employee", "/employee-dashboard?tab=payslips");
    expect(takeReturnTo("employee")).toBe("/employee-dashboard?tab=payslips");
  });

  it("names the portal the login form should open on while an address is remembered", () => {
    sessionStorage.removeItem("portal-return-to");
    expect(returnPortal()).toBeNull();
    rememberReturnTo("admin", "/admin-dashboard?panel=inquiries");
    expect(returnPortal()).toBe("admin");
    expect(takeReturnTo("admin")).toBe("/admin-dashboard?panel=inquiries");
    expect(returnPortal()).toBeNull();
    sessionStorage.setItem("portal-return-to", JSON.stringify({ portal: "root", location: "/" }));
    expect(returnPortal()).toBeNull();
    sessionStorage.setItem("portal-return-to", "{not json");
    expect(returnPortal()).toBeNull();
  });

  it("never sends anyone off the portal's own dashboard (no open redirect)", () => {
    for (const location of [
      "//evil.example/hr-dashboard",
      "https://evil.example/hr-dashboard",
      "/admin-dashboard?panel=x",
      "/login",
      "hr-dashboard",
      "/\\evil.example",
    ]) {
      rememberReturnTo("hr", location);
      expect(takeReturnTo("hr")).toBeNull();
    }
    sessionStorage.setItem("portal-return-to", "{not json");
    expect(takeReturnTo("hr")).toBeNull();
  });
});
