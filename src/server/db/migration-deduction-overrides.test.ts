import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committedMigrations, databaseBefore } from "../testing/database-before";

/**
 * The migration that turns the typed provident fund, professional tax and income tax into overrides
 * (docs/product.md section 10.6), applied to a database that holds records with typed amounts: they all
 * become null (computed); other deductions stay.
 */

let client: PGlite;

beforeAll(async () => {
  client = await databaseBefore("_deduction_overrides");
  await client.exec(`
    insert into employees (employee_id, first_name, last_name, email, has_salary_data, basic_salary, provident_fund, professional_tax, income_tax, other_deductions)
    values ('EMP001', 'Aarav', 'Deshmukh', 'aarav@example.in', true, 30000, 1800, 200, 3500, 500),
           ('EMP002', 'Tanvi', 'Kulkarni', 'tanvi@example.in', true, 12000, 0, 0, 0, 0);
  `);
}, 180_000);
afterAll(async () => {
  await client?.close();
});

describe("the deduction overrides migration on a database with typed deductions", () => {
  it("makes every typed provident fund, professional tax and income tax computed (null), keeping other deductions", async () => {
    await migrate(drizzle(client), { migrationsFolder: committedMigrations });
    const { rows } = await client.query(
      "select employee_id, provident_fund, professional_tax, income_tax, other_deductions, provident_fund_override_reason from employees order by employee_id",
    );
    expect(rows).toEqual([
      {
        employee_id: "EMP001",
        provident_fund: null,
        professional_tax: null,
        income_tax: null,
        other_deductions: 500,
        provident_fund_override_reason: null,
      },
      {
        employee_id: "EMP002",
        provident_fund: null,
        professional_tax: null,
        income_tax: null,
        other_deductions: 0,
        provident_fund_override_reason: null,
      },
    ]);
    // An override can be stored now, with its reason.
    await client.exec(
      "update employees set professional_tax = 0, professional_tax_override_reason = 'Exempt' where employee_id = 'EMP002'",
    );
  });
});
