import { describe, expect, it } from "vitest";
import { alias } from "drizzle-orm/pg-core";
import { asc, eq } from "drizzle-orm";
import { employees } from "../db/schema";
import { testCipher } from "../testing/test-app";
import { useTestDatabase } from "../testing/helpers";
import { loadDemoPeople } from "./demo-people";

const database = useTestDatabase();

/** docs/product.md section 9.20: in the demo everyone reports to their department's head; the heads to nobody with a record. */
describe("the demo people's reporting managers", () => {
  it("put the Sales team under the Sales Manager, HR under Sneha Patil, and leave the heads without one", async () => {
    const { db } = database;
    await loadDemoPeople(db, testCipher(), "prasthanrealty.example", new Date("2026-11-23T06:00:00Z"));
    const manager = alias(employees, "manager");
    const rows = await db
      .select({
        first: employees.firstName,
        last: employees.lastName,
        department: employees.department,
        managerFirst: manager.firstName,
        managerLast: manager.lastName,
      })
      .from(employees)
      .leftJoin(manager, eq(manager.id, employees.reportingManagerId))
      .orderBy(asc(employees.id));
    const managerOf = (first: string, last: string) => {
      const row = rows.find((entry) => entry.first === first && entry.last === last)!;
      return row.managerFirst ? `${row.managerFirst} ${row.managerLast}` : null;
    };
    const sales = rows.filter((row) => row.department === "Sales" && !(row.first === "Rohit" && row.last === "Pawar"));
    expect(sales.length).toBeGreaterThanOrEqual(5);
    for (const person of sales) expect(managerOf(person.first, person.last), person.first).toBe("Rohit Pawar");
    expect([managerOf("Priyanka", "Joshi"), managerOf("Yash", "Thakur")]).toEqual(["Sneha Patil", "Sneha Patil"]);
    expect([managerOf("Kunal", "Mehta"), managerOf("Shruti", "Apte"), managerOf("Riya", "Kapoor"), managerOf("Prachi", "More")]).toEqual([
      "Ananya Kulkarni",
      "Varun Iyer",
      "Amit Agarwal",
      "Siddharth Bhosale",
    ]);
    for (const [first, last] of [
      ["Rohit", "Pawar"],
      ["Sneha", "Patil"],
      ["Ananya", "Kulkarni"],
      ["Varun", "Iyer"],
    ] as const)
      expect(managerOf(first, last), first).toBeNull();
  });
});
