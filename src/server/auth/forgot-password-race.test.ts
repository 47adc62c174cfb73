import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeePath } from "@/shared/contract/employees";
import { FORGOT_PASSWORD_PATH, linkExpiredMessage, RESET_PASSWORD_PATH } from "@/shared/contract/mail";
import { outbox } from "../db/schema";
import { createStaffAccount } from "../modules/users/service";
import { buildEmployeeInput } from "../seed/builders";
import { freshAddress, people, seedPeople, sessionFor, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN, testClock } from "../testing/helpers";
import { createTestApp, type TestContext } from "../testing/test-app";
import { findAccountById } from "./account-store";

// Forgot password at the same time as a change of the login e-mail (docs/product.md section 11.3): the link goes to
// the address only if the account still has it when its transaction locks the account's row, so the holder of the
// old address never gets a link that outlives the change.

const clock = testClock("2026-11-20T04:30:00.000Z");
let ctx: TestContext;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2525" }, { now: clock.now });
  await seedPeople(ctx.database.db);
  adminHeaders = sessionHeader("admin", await sessionFor(ctx.app, "admin", people.admin));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const editWithEmail = (record: { employeeId: string; firstName: string; lastName: string }, email: string) =>
  buildEmployeeInput(TEST_DOMAIN, { employeeId: record.employeeId, firstName: record.firstName, lastName: record.lastName, email });
const edit = (record: { id: number; employeeId: string; firstName: string; lastName: string }, email: string) =>
  ctx.app.inject({ method: "PUT", url: employeePath(record.id), headers: adminHeaders, payload: editWithEmail(record, email) });
let n = 0;
/** An employee account, its record saved once with the edit form's fields, so the raced edit changes the e-mail only. */
async function employee() {
  const account = await createStaffAccount(ctx.database.db, TEST_DOMAIN, { role: "employee", email: `forgot.race${(n += 1)}@${TEST_DOMAIN}`, password: "Kothrud-Lane-2041" }, { via: "demo" });
  const record = account.employee!;
  expect((await edit(record, record.email)).statusCode).toBe(200);
  return { accountId: account.id, record };
}
const ROUNDS = 6;

describe("Forgot password racing a change of the login e-mail", () => {
  it("never leaves the old address a working link to the moved account", async () => {
    const owners = [];
    for (let round = 0; round < ROUNDS; round += 1) owners.push(await employee());
    await Promise.all(
      owners.map(async ({ record }) => {
        const [forgot, moved] = await Promise.all([
          ctx.app.inject({ method: "POST", url: FORGOT_PASSWORD_PATH, payload: { email: record.email }, remoteAddress: freshAddress() }),
          edit(record, `forgot.moved${record.id}@${TEST_DOMAIN}`),
        ]);
        expect(forgot.statusCode).toBe(200);
        expect(moved.statusCode, moved.body).toBe(200);
      }),
    );
    for (const { accountId, record } of owners) {
      expect((await findAccountById(ctx.database.db, accountId))!.email).toBe(`forgot.moved${record.id}@${TEST_DOMAIN}`);
      const mails = await ctx.database.db.select().from(outbox).where(and(eq(outbox.kind, "password.reset"), eq(outbox.toAddress, record.email)));
      for (const mail of mails) {
        const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.textBody)![1]!;
        const reset = await ctx.app.inject({ method: "POST", url: RESET_PASSWORD_PATH, payload: { token, password: "Sinhagad-Road-1984" }, remoteAddress: freshAddress() });
        expect(reset.statusCode, reset.body).toBe(400);
        expect(reset.json().message).toBe(linkExpiredMessage);
      }
    }
  });
});
