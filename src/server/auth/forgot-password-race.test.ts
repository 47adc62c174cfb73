import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeePath } from "@/shared/contract/employees";
import { FORGOT_PASSWORD_PATH, linkExpiredMessage, RESET_PASSWORD_PATH } from "@/shared/contract/mail";
import { outbox } from "../db/schema";
import { freshAddress, SETUP_TIMEOUT, TEST_DOMAIN } from "../testing/helpers";
import { createEditedOwner, createLoginEmailTestApp, editWithEmail, type LoginEmailTestContext } from "../testing/login-email-test-app";
import { findAccountById } from "./account-store";

// Forgot password at the same time as a change of the login e-mail (docs/product.md section 11.3): the link goes to
// the address only if the account still has it when its transaction locks the account's row, so the holder of the
// old address never gets a link that outlives the change.

let ctx: LoginEmailTestContext;

beforeAll(async () => {
  ctx = await createLoginEmailTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const edit = (record: { id: number; employeeId: string; firstName: string; lastName: string }, email: string) =>
  ctx.app.inject({ method: "PUT", url: employeePath(record.id), headers: ctx.adminHeaders, payload: editWithEmail(record, email) });
let n = 0;
/** An employee account, its record saved once with the edit form's fields, so the raced edit changes the e-mail only. */
const employee = () => createEditedOwner(ctx, `forgot.race${(n += 1)}@${TEST_DOMAIN}`);
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
      const mails = await ctx.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "password.reset"), eq(outbox.toAddress, record.email)));
      for (const mail of mails) {
        const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.textBody)![1]!;
        const reset = await ctx.app.inject({
          method: "POST",
          url: RESET_PASSWORD_PATH,
          payload: { token, password: "Sinhagad-Road-1984" },
          remoteAddress: freshAddress(),
        });
        expect(reset.statusCode, reset.body).toBe(400);
        expect(reset.json().message).toBe(linkExpiredMessage);
      }
    }
  });
});
