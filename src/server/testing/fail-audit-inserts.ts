/** Test helper (not used by the product): makes the audit insert fail, to prove a change is rolled back with it. */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Until the returned function runs, every insert into audit_log whose event starts with `eventPrefix`
 * fails (a trigger raising an error), as a jsonb data error once did. The trigger lives in
 * the test file's own database.
 */
export async function failAuditInserts(db: Db, eventPrefix: string): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create or replace function test_fail_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit insert refused (test)'; end $$`),
  );
  await db.execute(sql.raw("drop trigger if exists test_fail_audit on audit_log"));
  await db.execute(
    sql.raw(`create trigger test_fail_audit before insert on audit_log for each row
      when (new.event like '${eventPrefix.replace(/'/g, "''")}%') execute function test_fail_audit()`),
  );
  return async () => {
    await db.execute(sql.raw("drop trigger if exists test_fail_audit on audit_log"));
  };
}
