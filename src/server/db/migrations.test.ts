import { describe, expect, it } from "vitest";
import { databaseBefore } from "../testing/database-before";
import { pgliteDatabase } from "./pglite-client";

/** Migrations applied to a database that already holds data, as an upgrade finds it. */

describe("0007_statutory_fields on a database with people", () => {
  it("fills defaults: no gender, UAN or ESI IP number, the work location's state, the new regime, PF as the typed deduction had it", async () => {
    const client = await databaseBefore("0007_statutory_fields");
    try {
      // An admin-form record in Pune, a Bangalore intern without PF (basic above the ceiling, so 0018 leaves her so), one in Bengaluru with PF on a full basic of ₹20,000,
      // an HR short-form hire (no employment type, PF 0), an account-command record (no salary) and a remote worker.
      await client.exec(`
        insert into employees (employee_id, first_name, last_name, email, work_location, employment_type, has_salary_data, basic_salary, provident_fund) values
          ('EMP001', 'Aarav', 'Deshmukh', 'aarav@example.in', 'Pune', 'Full-time', true, 26000, 1800),
          ('EMP002', 'Tanvi', 'Shinde', 'tanvi@example.in', 'Bangalore', 'Intern', true, 16000, 0),
          ('EMP003', 'Varun', 'Iyer', 'varun@example.in', 'Whitefield, Bengaluru', 'Full-time', true, 20000, 2400),
          ('EMP004', 'Ishita', 'Kulkarni', 'ishita@example.in', null, null, true, 42000, 0),
          ('EMP005', 'Anita', 'Rao', 'anita@example.in', null, null, false, 0, 0),
          ('EMP006', 'Shruti', 'Apte', 'shruti@example.in', 'Remote', 'Full-time', true, 60000, 1800);
      `);
      await pgliteDatabase(client).migrate();
      const { rows } = await client.query<Record<string, unknown>>(
        "select employee_id, gender, uan, esi_ip_number, pf_member, pf_wage_capped, state_of_work from employees order by employee_id",
      );
      const none = { gender: null, uan: null, esi_ip_number: null };
      expect(rows).toEqual([
        { employee_id: "EMP001", ...none, pf_member: true, pf_wage_capped: true, state_of_work: "MH" },
        { employee_id: "EMP002", ...none, pf_member: false, pf_wage_capped: true, state_of_work: "KA" },
        { employee_id: "EMP003", ...none, pf_member: true, pf_wage_capped: false, state_of_work: "KA" },
        { employee_id: "EMP004", ...none, pf_member: true, pf_wage_capped: true, state_of_work: "MH" },
        { employee_id: "EMP005", ...none, pf_member: true, pf_wage_capped: true, state_of_work: "MH" },
        { employee_id: "EMP006", ...none, pf_member: true, pf_wage_capped: true, state_of_work: "MH" },
      ]);
      // A record made after the upgrade without these fields (the account command) gets the column defaults.
      await client.exec(
        `insert into employees (employee_id, first_name, last_name, email) values ('EMP007', 'Rohan', 'Jadhav', 'rohan@example.in')`,
      );
      const { rows: added } = await client.query(
        "select gender, pf_member, pf_wage_capped, state_of_work from employees where employee_id = 'EMP007'",
      );
      expect(added).toEqual([{ gender: null, pf_member: true, pf_wage_capped: true, state_of_work: "MH" }]);
    } finally {
      await client.close();
    }
  }, 180_000);
});

describe("0018_year_edges on a database with people", () => {
  it("makes a non-member at or below the PF ceiling a member, gives the others a reason, makes everyone an EPS member and drops the record's tax regime", async () => {
    const client = await databaseBefore("0018_year_edges");
    try {
      await client.exec(`
        insert into employees (employee_id, first_name, last_name, email, has_salary_data, basic_salary, pf_member, tax_regime) values
          ('EMP001', 'Aarav', 'Deshmukh', 'aarav@example.in', true, 26000, true, 'old'),
          ('EMP002', 'Tanvi', 'Shinde', 'tanvi@example.in', true, 15000, false, 'new'),
          ('EMP003', 'Varun', 'Iyer', 'varun@example.in', true, 20000, false, 'new');
      `);
      await pgliteDatabase(client).migrate();
      const { rows } = await client.query(
        "select employee_id, pf_member, pf_exclusion_reason, eps_member from employees order by employee_id",
      );
      expect(rows).toEqual([
        { employee_id: "EMP001", pf_member: true, pf_exclusion_reason: null, eps_member: true },
        // A basic of 15,000 is at the ceiling: membership is mandatory, so Tanvi becomes a member.
        { employee_id: "EMP002", pf_member: true, pf_exclusion_reason: null, eps_member: true },
        {
          employee_id: "EMP003",
          pf_member: false,
          pf_exclusion_reason: "Recorded as a non-member before a reason was asked",
          eps_member: true,
        },
      ]);
      // A year's regime is the person's declaration alone (docs/product.md section 10.2): the record keeps none.
      const { rows: columns } = await client.query(
        "select column_name from information_schema.columns where table_name = 'employees' and column_name = 'tax_regime'",
      );
      expect(columns).toEqual([]);
    } finally {
      await client.close();
    }
  }, 180_000);
});

describe("0019_previous_employer_verified on a database with declarations", () => {
  it("keeps the declared previous employer's figures, not verified: they stop counting until HR verifies them", async () => {
    const client = await databaseBefore("0019_previous_employer_verified");
    try {
      await client.exec(`
        insert into employees (employee_id, first_name, last_name, email) values ('EMP001', 'Aarav', 'Deshmukh', 'aarav@example.in');
        insert into tax_declarations (employee_record_id, financial_year, regime, previous_employer_salary, previous_employer_tds, updated_at)
          select id, '2026-27', 'new', 600000, 40000, now() from employees where employee_id = 'EMP001';
      `);
      await pgliteDatabase(client).migrate();
      const { rows } = await client.query(
        `select previous_employer_salary, previous_employer_tds, previous_employer_verified_salary, previous_employer_verified_tds,
           previous_employer_verified_by_account_id, previous_employer_verified_at from tax_declarations`,
      );
      expect(rows).toEqual([
        {
          previous_employer_salary: 600000,
          previous_employer_tds: 40000,
          previous_employer_verified_salary: null,
          previous_employer_verified_tds: null,
          previous_employer_verified_by_account_id: null,
          previous_employer_verified_at: null,
        },
      ]);
    } finally {
      await client.close();
    }
  }, 180_000);
});
