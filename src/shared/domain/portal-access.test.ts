import { describe, expect, it } from "vitest";
import type { Portal, Role } from "../contract/auth";
import { portalAdmits, sessionMayAct } from "./portal-access";

const member = (role: Role, hasActiveEmployeeRecord = true) => ({ role, hasActiveEmployeeRecord });

describe("portalAdmits", () => {
  it("admits admins to the admin card, hr and admins to the HR card, anyone with an active employee record to the employee card", () => {
    expect(portalAdmits("admin", member("admin"))).toBe(true);
    expect(portalAdmits("admin", member("hr"))).toBe(false);
    expect(portalAdmits("hr", member("hr"))).toBe(true);
    expect(portalAdmits("hr", member("admin", false))).toBe(true);
    expect(portalAdmits("hr", member("employee"))).toBe(false);
    expect(portalAdmits("employee", member("admin"))).toBe(true);
    expect(portalAdmits("employee", member("employee", false))).toBe(false);
  });
});

describe("sessionMayAct", () => {
  it("keeps a session within the portal it was opened for", () => {
    const areas: Portal[] = ["admin", "hr", "employee"];
    // An admin with an employee record, signed in through each card in turn.
    const admin = member("admin");
    const allowed = Object.fromEntries(
      (["admin", "hr", "employee"] as Portal[]).map((opened) => [opened, areas.filter((area) => sessionMayAct(area, opened, admin))]),
    );
    expect(allowed).toEqual({ admin: ["admin", "hr"], hr: ["hr"], employee: ["employee"] });
  });

  it("still checks the account: an hr account's session never acts in the admin area", () => {
    expect(sessionMayAct("admin", "admin", member("hr"))).toBe(false);
    expect(sessionMayAct("hr", "hr", member("employee"))).toBe(false);
    expect(sessionMayAct("employee", "employee", member("employee", false))).toBe(false);
  });
});
