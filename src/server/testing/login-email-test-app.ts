/** Set-up shared by the tests of login e-mail changes (docs/product.md section 7.3; not used by the product). */
import { buildEmployeeInput } from "../seed/builders";
import { employeePath } from "@/shared/contract/employees";
import { createStaffAccount } from "../modules/users/service";
import { people, seedPeople, sessionFor, sessionHeader, TEST_DOMAIN, testClock } from "./helpers";
import { createTestApp, type TestContext } from "./test-app";

export const OWNER_PASSWORD = "Kothrud-Lane-2041";

export interface LoginEmailTestContext extends TestContext {
  hrHeaders: Record<string, string>;
  adminHeaders: Record<string, string>;
}

/** The app with a mail server configured (the tests read the outbox), the test people, and HR's and the admin's sessions. */
export async function createLoginEmailTestApp(): Promise<LoginEmailTestContext> {
  const clock = testClock("2026-11-20T04:30:00.000Z");
  const ctx = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2525" }, { now: clock.now });
  await seedPeople(ctx.database.db);
  const hrHeaders = sessionHeader("hr", await sessionFor(ctx.app, "hr", people.hr));
  const adminHeaders = sessionHeader("admin", await sessionFor(ctx.app, "admin", people.admin));
  return Object.assign(ctx, { hrHeaders, adminHeaders });
}

type RecordNames = { employeeId: string; firstName: string; lastName: string };

/** The edit form of `record` with a new e-mail (the record made by the account command lacks the form's other fields). */
export const editWithEmail = (record: RecordNames, email: string) =>
  buildEmployeeInput(TEST_DOMAIN, { employeeId: record.employeeId, firstName: record.firstName, lastName: record.lastName, email });

/** An account of `role` at `email` (password OWNER_PASSWORD) and its record's row. */
export async function createOwner(ctx: TestContext, role: "employee" | "hr", email: string) {
  const account = await createStaffAccount(ctx.database.db, TEST_DOMAIN, { role, email, password: OWNER_PASSWORD }, { via: "demo" });
  return { accountId: account.id, record: account.employee! };
}

/**
 * An employee account whose record the admin has saved once through the edit form, so a later edit that names a new
 * e-mail changes the e-mail only. Throws when that save is refused.
 */
export async function createEditedOwner(ctx: LoginEmailTestContext, email: string) {
  const owner = await createOwner(ctx, "employee", email);
  const saved = await ctx.app.inject({
    method: "PUT",
    url: employeePath(owner.record.id),
    headers: ctx.adminHeaders,
    payload: editWithEmail(owner.record, owner.record.email),
  });
  if (saved.statusCode !== 200) throw new Error(`the first save of ${email} answered ${saved.statusCode}: ${saved.body}`);
  return owner;
}
