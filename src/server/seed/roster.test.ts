import { describe, expect, it } from "vitest";
import { employeeDepartments } from "@/shared/contract/employees";
import { DEMO_ACCOUNTS, DEMO_PEOPLE, emailOf, ROSTER, testAccounts } from "./roster";

describe("the roster", () => {
  it("gives everyone their own address", () => {
    const emails = ROSTER.map((person) => emailOf(person, "example.in"));
    expect(new Set(emails).size).toBe(ROSTER.length);
  });

  it("makes every account it lists with a role", () => {
    for (const person of ROSTER.filter((entry) => entry.demoPassword || entry.test)) expect(person.role, person.firstName).toBeDefined();
  });

  it("has one demo account per role and 25 demo people, one head per department", () => {
    expect(DEMO_ACCOUNTS.map((account) => account.role)).toEqual(["admin", "hr", "employee"]);
    expect(DEMO_PEOPLE).toHaveLength(25);
    const heads = DEMO_PEOPLE.filter((person) => person.record.head).map((person) => person.record.department);
    expect([...heads].sort()).toEqual([...employeeDepartments].sort());
  });

  it("names each test account once, at the domain given", () => {
    const accounts = testAccounts("example.in");
    expect(Object.keys(accounts)).toEqual(["admin", "hr", "employee", "lockable", "changerDesktop", "changerPhone"]);
    expect(ROSTER.filter((person) => person.test)).toHaveLength(6);
    expect(accounts.admin).toMatchObject({ role: "admin", email: "meera.iyer@example.in" });
  });
});
