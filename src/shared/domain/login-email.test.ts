import { describe, expect, it } from "vitest";
import { mayChangeLoginEmail } from "./login-email";

describe("mayChangeLoginEmail", () => {
  it("lets an admin change any login, an HR user only an employee account's", () => {
    for (const role of ["employee", "hr", "admin"] as const) expect(mayChangeLoginEmail("admin", { role })).toBe(true);
    expect(mayChangeLoginEmail("hr", { role: "employee" })).toBe(true);
    expect(mayChangeLoginEmail("hr", { role: "hr" })).toBe(false);
    expect(mayChangeLoginEmail("hr", { role: "admin" })).toBe(false);
  });

  it("leaves the e-mail of a record without an account free to change", () => {
    expect(mayChangeLoginEmail("hr", null)).toBe(true);
    expect(mayChangeLoginEmail("hr", undefined)).toBe(true);
  });
});
