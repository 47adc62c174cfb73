import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeePath, employeeRolePath, loginEmailMessage } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH } from "@/shared/contract/hr";
import { findAccountById } from "../../auth/account-store";
import { auditLog, outbox } from "../../db/schema";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { createEditedOwner, createLoginEmailTestApp, editWithEmail, type LoginEmailTestContext } from "../../testing/login-email-test-app";

// A login e-mail change at the same time as another change of the account (docs/product.md section 7.3): the edit
// judges the rule and names the old address on the account as its transaction locks it, not as it read it before.

let ctx: LoginEmailTestContext;

beforeAll(async () => {
  ctx = await createLoginEmailTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

let n = 0;
/** An employee account whose record is saved once with the edit form's fields, so the edits raced below change the e-mail only. */
const employee = () => createEditedOwner(ctx, `race.owner${(n += 1)}@${TEST_DOMAIN}`);
/** The audit entries of `events` about the record, oldest first. */
const entriesOf = (recordId: number, events: ("account.email_changed" | "account.role_changed")[]) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject, `employee:${recordId}`), inArray(auditLog.event, events)))
    .orderBy(asc(auditLog.id));
const ROUNDS = 6;

describe("a login e-mail change racing another change of the account", () => {
  it("never lets HR change what a promotion at the same time has made an HR login: refused, or changed before the promotion", async () => {
    const owners = [];
    for (let round = 0; round < ROUNDS; round += 1) owners.push(await employee());
    const outcomes = await Promise.all(
      owners.map(async (owner) => {
        const to = `race.moved${owner.record.id}@${TEST_DOMAIN}`;
        const [edit, promotion] = await Promise.all([
          ctx.app.inject({
            method: "PUT",
            url: `${HR_EMPLOYEES_PATH}/${owner.record.id}`,
            headers: ctx.hrHeaders,
            payload: editWithEmail(owner.record, to),
          }),
          ctx.app.inject({ method: "PUT", url: employeeRolePath(owner.record.id), headers: ctx.adminHeaders, payload: { role: "hr" } }),
        ]);
        return { owner, to, edit, promotion };
      }),
    );
    for (const { owner, to, edit, promotion } of outcomes) {
      expect(promotion.statusCode, promotion.body).toBe(200);
      const events = (await entriesOf(owner.record.id, ["account.email_changed", "account.role_changed"])).map((entry) => entry.event);
      const login = (await findAccountById(ctx.database.db, owner.accountId))!.email;
      if (edit.statusCode === 403) {
        expect(edit.json().message).toBe(loginEmailMessage);
        expect(events).toEqual(["account.role_changed"]);
        expect(login).toBe(owner.record.email);
      } else {
        expect(edit.statusCode, edit.body).toBe(200);
        expect(events).toEqual(["account.email_changed", "account.role_changed"]);
        expect(login).toBe(to);
      }
    }
  });

  it("audits and e-mails each of two changes at once from the address it replaced: a to b, then b to c", async () => {
    const owners = [];
    for (let round = 0; round < ROUNDS; round += 1) owners.push(await employee());
    await Promise.all(
      owners.map(async (owner) => {
        const a = owner.record.email;
        const responses = await Promise.all(
          ["b", "c"].map((tag) =>
            ctx.app.inject({
              method: "PUT",
              url: employeePath(owner.record.id),
              headers: ctx.adminHeaders,
              payload: editWithEmail(owner.record, `race.${tag}${owner.record.id}@${TEST_DOMAIN}`),
            }),
          ),
        );
        for (const response of responses) expect(response.statusCode, response.body).toBe(200);
        const changes = (await entriesOf(owner.record.id, ["account.email_changed"])).map(
          (entry) => entry.details as { from: string; to: string },
        );
        expect(changes).toHaveLength(2);
        const [first, second] = changes as [{ from: string; to: string }, { from: string; to: string }];
        expect(first.from).toBe(a);
        expect(second.from).toBe(first.to);
        expect((await findAccountById(ctx.database.db, owner.accountId))!.email).toBe(second.to);
        // Each old address is told once: a of the first change, the first's new address of the second.
        const toOld = await ctx.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, "account.email_changed"), inArray(outbox.toAddress, [a, first.to])));
        const wasChanged = toOld.filter((row) => row.textBody.includes("was changed from"));
        expect(wasChanged.map((row) => row.toAddress).sort()).toEqual([a, first.to].sort());
      }),
    );
  });
});
