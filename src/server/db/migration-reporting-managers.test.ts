import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../testing/database-before";
import { pgliteDatabase } from "./pglite-client";

/**
 * The migration that turns the free-text reporting manager into a reference to another employee
 * (docs/product.md section 9.20), applied to a database that holds such names: a name that is exactly one
 * active person's full name (case and surrounding spaces ignored) points to that person; every other
 * non-blank name is left empty and noted in the audit log for HR.
 */

let client: PGlite;

const people: [code: string, first: string, last: string, active: boolean, manager: string][] = [
  ["EMP001", "Rohit", "Pawar", true, ""],
  ["EMP002", "Aarav", "Deshmukh", true, "Rohit Pawar"], // exact
  ["EMP003", "Pooja", "Deshpande", true, "  rOHIT pawar  "], // case and surrounding spaces
  ["EMP004", "Neha", "Gokhale", true, ""],
  ["EMP005", "Neha", "Gokhale", true, ""], // two active people of one name
  ["EMP006", "Omkar", "Jadhav", true, "Neha Gokhale"], // ambiguous
  ["EMP007", "Tanvi", "Shinde", true, "Ramesh Kulkarni"], // nobody of that name
  ["EMP008", "Sunil", "Bapat", false, ""], // left the company
  ["EMP009", "Kunal", "Mehta", true, "Sunil Bapat"], // only an inactive person of that name
  ["EMP010", "Ishita", "Bhide", true, "Ishita Bhide"], // her own name
  ["EMP011", "Prachi", "More", true, "   "], // blank
];

beforeAll(async () => {
  client = await databaseBefore("_regularisations_reporting_managers");
  const values = people
    .map(
      ([code, first, last, active, manager]) =>
        `('${code}', '${first}', '${last}', '${code.toLowerCase()}@example.in', ${active}, '${manager}')`,
    )
    .join(", ");
  await client.exec(`insert into employees (employee_id, first_name, last_name, email, is_active, reporting_manager) values ${values}`);
  await pgliteDatabase(client).migrate();
}, 180_000);
afterAll(async () => {
  await client?.close();
});

const managerOf = async () => {
  const { rows } = await client.query<{ code: string; manager: string | null }>(
    "select e.employee_id as code, m.employee_id as manager from employees e left join employees m on m.id = e.reporting_manager_id order by e.employee_id",
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.manager]));
};

describe("the reporting managers migration", () => {
  it("points a name to the one active person of that name, ignoring case and surrounding spaces", async () => {
    const managers = await managerOf();
    expect(managers.EMP002).toBe("EMP001");
    expect(managers.EMP003).toBe("EMP001");
  });

  it("leaves ambiguous, unknown, inactive, own and blank names empty", async () => {
    const managers = await managerOf();
    for (const code of ["EMP001", "EMP004", "EMP005", "EMP006", "EMP007", "EMP008", "EMP009", "EMP010", "EMP011"])
      expect(managers[code], code).toBeNull();
  });

  it("notes each unmatched non-blank name in the audit log, with the name and why", async () => {
    const { rows } = await client.query<{ event: string; subject: string; details: { reportingManager: string; note: string } }>(
      "select event, subject, details from audit_log order by subject",
    );
    const idOf = async (code: string) =>
      (await client.query<{ id: number }>(`select id from employees where employee_id = '${code}'`)).rows[0]!.id;
    const expected = await Promise.all(
      [
        ["EMP006", "Neha Gokhale"],
        ["EMP007", "Ramesh Kulkarni"],
        ["EMP009", "Sunil Bapat"],
        ["EMP010", "Ishita Bhide"],
      ].map(async ([code, name]) => ({
        event: "employee.reporting-manager-unmatched",
        subject: `employee:${await idOf(code!)}`,
        details: { reportingManager: name, note: "No single active employee has this name: the reporting manager was left empty" },
      })),
    );
    expect(rows).toEqual(expected.sort((a, b) => a.subject.localeCompare(b.subject)));
  });
});
