import { describe, expect, it } from "vitest";
import { loginEmailMessage, managerLoginEmailMessage } from "../contract/employees";
import { loginEmailRefusal } from "./login-email";

const record = (role: "employee" | "hr" | "admin", hasDirectReports = false) => ({ account: { role }, hasDirectReports });

describe("loginEmailRefusal", () => {
  it("lets an admin change any login, a manager's too", () => {
    for (const role of ["employee", "hr", "admin"] as const) expect(loginEmailRefusal("admin", record(role, true))).toBeNull();
  });

  it("lets an HR user change only the login of an employee account that manages nobody", () => {
    expect(loginEmailRefusal("hr", record("employee"))).toBeNull();
    expect(loginEmailRefusal("hr", record("hr"))).toBe(loginEmailMessage);
    expect(loginEmailRefusal("hr", record("admin"))).toBe(loginEmailMessage);
  });

  it("keeps a manager's login with an admin: HR may not change it", () => {
    expect(loginEmailRefusal("hr", record("employee", true))).toBe(managerLoginEmailMessage);
  });

  it("leaves the e-mail of a record without an account free to change", () => {
    expect(loginEmailRefusal("hr", { account: null, hasDirectReports: true })).toBeNull();
  });
});
