import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The migration that turns the typed provident fund, professional tax and income tax into overrides
 * (docs/product.md section 10.6), applied to a database that holds records with typed amounts: they all
 * become null (computed); other deductions stay.
 */

const committed = fileURLToPath(new URL("./migrations", import.meta.url));
const journal = JSON.parse(readFileSync(join(committed, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
const index = journal.entries.findIndex((entry) => entry.tag.endsWith("_deduction_overrides"));
let folder = "";
let client: PGlite;

beforeAll(async () => {
  // The committed migrations before this one: the database of the version before it.
  folder = mkdtempSync(join(tmpdir(), "migrations-before-"));
  mkdirSync(join(folder, "meta"));
  const entries = journal.entries.slice(0, index);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(join(committed, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  client = await PGlite.create("memory://");
  await migrate(drizzle(client), { migrationsFolder: folder });
  await client.exec(`
    insert into employees (employee_id, first_name, last_name, email, has_salary_data, basic_salary, provident_fund, professional_tax, income_tax, other_deductions)
    values ('EMP001', 'Aarav', 'Deshmukh', 'aarav@example.in', true, 30000, 1800, 200, 3500, 500),
           ('EMP002', 'Tanvi', 'Kulkarni', 'tanvi@example.in', true, 12000, 0, 0, 0, 0);
  `);
}, 180_000);
afterAll(async () => {
  await client?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("the deduction overrides migration on a database with typed deductions", () => {
  it("makes every typed provident fund, professional tax and income tax computed (null), keeping other deductions", async () => {
    expect(index, "the migration is in the journal").toBeGreaterThan(0);
    await migrate(drizzle(client), { migrationsFolder: committed });
    const { rows } = await client.query(
      "select employee_id, provident_fund, professional_tax, income_tax, other_deductions, provident_fund_override_reason from employees order by employee_id",
    );
    expect(rows).toEqual([
      { employee_id: "EMP001", provident_fund: null, professional_tax: null, income_tax: null, other_deductions: 500, provident_fund_override_reason: null },
      { employee_id: "EMP002", provident_fund: null, professional_tax: null, income_tax: null, other_deductions: 0, provident_fund_override_reason: null },
    ]);
    // An override can be stored now, with its reason.
    await client.exec("update employees set professional_tax = 0, professional_tax_override_reason = 'Exempt' where employee_id = 'EMP002'");
  });
});
