import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore, migrationStatements } from "../testing/database-before";
import { leaveDates } from "@/shared/domain/sandwich-rule";
import { shiftDate } from "@/shared/domain/working-time";
import { pgliteDatabase } from "./pglite-client";

/**
 * The migration that fixes the leave days of requests approved before it (docs/product.md section 10.3),
 * applied to a database that already holds leave: each approved request gets the dates the settings of
 * that day give it, as the code would have counted them.
 */

let client: PGlite;

beforeAll(async () => {
  client = await databaseBefore("_fixed_leave_days");
  // Saturday and Sunday off; Wednesday 25 November and Wednesday 2 December are holidays; vacation has the sandwich rule, sick the default (none).
  await client.exec(`
    insert into app_settings (id, shift_start, shift_end, grace_minutes, weekly_off_days) values (1, '09:00', '18:00', 15, '[0, 6]');
    insert into holidays (date, name) values ('2026-11-25', 'Guru Nanak Jayanti'), ('2026-12-02', 'Company foundation day');
    insert into leave_allowances (leave_type, days, sandwich) values ('vacation', 15, true);
    insert into employees (employee_id, first_name, last_name, email) values ('EMP001', 'Aarav', 'Deshmukh', 'aarav@example.in');
  `);
}, 180_000);
afterAll(async () => {
  await client?.close();
});

const file = (rows: [type: string, start: string, end: string, status: string][]) =>
  client.exec(
    `insert into leave_requests (employee_record_id, leave_type, start_date, end_date, reason, status) values ${rows
      .map(([type, start, end, status]) => `(1, '${type}', '${start}', '${end}', 'Family function', '${status}')`)
      .join(", ")}`,
  );

describe("the fixed leave days migration on a database with approved leave", () => {
  it("stores the dates each approved request uses under the settings of the day, and none for the others", async () => {
    await file([
      ["vacation", "2026-11-06", "2026-11-09", "Approved"], // Friday to Monday, sandwich: the weekend counts
      ["sick", "2026-11-13", "2026-11-16", "Approved"], // Friday to Monday, no sandwich: Friday and Monday
      ["vacation", "2026-11-21", "2026-11-22", "Approved"], // a weekend only: nothing, even with the sandwich rule
      ["vacation", "2026-11-24", "2026-11-26", "Approved"], // the holiday between Tuesday and Thursday counts
      ["sick", "2026-12-01", "2026-12-03", "Approved"], // the holiday on Wednesday does not
      ["vacation", "2026-11-27", "2026-11-30", "Pending"], // waits for a decision: counted when decided
      ["vacation", "2026-12-07", "2026-12-08", "Rejected"],
      ["vacation", "2026-12-14", "2027-06-30", "Approved"], // 199 days, approved before the limit: counted from the settings
    ]);
    await pgliteDatabase(client).migrate();
    const { rows } = await client.query<{ start_date: string; status: string; counted_dates: string | null }>(
      "select start_date::text, status, counted_dates::text from leave_requests order by id",
    );
    expect(rows.map((row) => row.counted_dates)).toEqual([
      "{2026-11-06,2026-11-07,2026-11-08,2026-11-09}",
      "{2026-11-13,2026-11-16}",
      "{}",
      "{2026-11-24,2026-11-25,2026-11-26}",
      "{2026-12-01,2026-12-03}",
      null,
      null,
      null,
    ]);
  });

  it("agrees with the code's sandwich rule on every request of up to nine days starting in three weeks of November", async () => {
    await client.exec("delete from leave_requests");
    const spans: [string, string, string][] = [];
    for (let start = "2026-11-16"; start <= "2026-12-06"; start = shiftDate(start, 1)) {
      for (let length = 0; length < 9; length += 1)
        for (const type of ["vacation", "sick"]) spans.push([type, start, shiftDate(start, length)]);
    }
    await file(spans.map(([type, start, end]) => [type, start, end, "Approved"]));
    // The migration's statements after its new column, again, on these rows (drizzle records a migration as applied once).
    const migration = migrationStatements("_fixed_leave_days").slice(1).join("\n");
    // Saturday and Sunday off; no weekly off at all; no settings saved yet (Sunday off by default).
    const settings: [string, number[]][] = [
      ["update app_settings set weekly_off_days = '[0, 6]'", [0, 6]],
      ["update app_settings set weekly_off_days = '[]'", []],
      ["delete from app_settings", [0]],
    ];
    for (const [change, weeklyOffDays] of settings) {
      await client.exec(`${change}; update leave_requests set counted_dates = null`);
      await client.exec(migration);
      const { rows } = await client.query<{ counted_dates: string }>("select counted_dates::text from leave_requests order by id");
      const calendar = { weeklyOffDays, holidays: new Set(["2026-11-25", "2026-12-02"]) };
      const expected = spans.map(([type, start, end]) => `{${leaveDates(start, end, calendar, type === "vacation").join(",")}}`);
      expect(
        rows.map((row) => row.counted_dates),
        change,
      ).toEqual(expected);
    }
  });
});
