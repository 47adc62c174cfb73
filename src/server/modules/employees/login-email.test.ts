import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { AUTH_ME_PATH } from "@/shared/contract/auth";
import { employeePath, loginEmailMessage, managerLoginEmailMessage } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH } from "@/shared/contract/hr";
import { FORGOT_PASSWORD_PATH, linkExpiredMessage, RESET_PASSWORD_PATH } from "@/shared/contract/mail";
import { findAccountByEmail, findAccountById } from "../../auth/account-store";
import { ownRecordMessage } from "../../auth/separation-of-duties";
import { employees, outbox } from "../../db/schema";
import {
  cookieHeader,
  freshAddress,
  login,
  people,
  sessionCookie,
  sessionFor,
  sessionHeader,
  SETUP_TIMEOUT,
  TEST_DOMAIN,
} from "../../testing/helpers";
import {
  createLoginEmailTestApp,
  createOwner,
  editWithEmail,
  OWNER_PASSWORD,
  type LoginEmailTestContext,
} from "../../testing/login-email-test-app";
import { listAudit } from "../audit/store";

// The login e-mail of an account (docs/product.md section 7.3): an admin changes any, HR only an employee account's;
// never HR's own or a peer HR user's. A change ends the account's sessions and open links, e-mails the old and the
// new address (a mail server is configured here: the tests read the outbox) and is audited with both.

let ctx: LoginEmailTestContext;

beforeAll(async () => {
  ctx = await createLoginEmailTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const PASSWORD = OWNER_PASSWORD;
let n = 0;
/** A person with an account of `role` whose password is PASSWORD, and their record's row. */
const person = (role: "employee" | "hr") => createOwner(ctx, role, `login.owner${(n += 1)}@${TEST_DOMAIN}`);
const edit = (headers: Record<string, string>, url: string, payload: object) =>
  ctx.app.inject({ method: "PUT", url, headers, payload } satisfies InjectOptions);
const loginOf = async (accountId: number) => (await findAccountById(ctx.database.db, accountId))!.email;
const changeNotices = () => ctx.database.db.select().from(outbox).where(eq(outbox.kind, "account.email_changed"));

describe("HR and another HR user's login e-mail", () => {
  it("refuses HR changing a peer HR user's login e-mail (403), and the peer keeps it", async () => {
    const peer = await person("hr");
    const response = await edit(
      ctx.hrHeaders,
      `${HR_EMPLOYEES_PATH}/${peer.record.id}`,
      editWithEmail(peer.record, `renamed.hr${peer.record.id}@${TEST_DOMAIN}`),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(loginEmailMessage);
    expect(await loginOf(peer.accountId)).toBe(peer.record.email);
    const [row] = await ctx.database.db.select().from(employees).where(eq(employees.id, peer.record.id));
    expect(row!.email).toBe(peer.record.email);
  });

  it("refuses HR changing their own login e-mail as a change of their own record (403), audited duty.refused", async () => {
    const own = (await ctx.database.db.select().from(employees).where(eq(employees.email, people.hr.email)))[0]!;
    const response = await edit(ctx.hrHeaders, `${HR_EMPLOYEES_PATH}/${own.id}`, editWithEmail(own, `sneha.second@${TEST_DOMAIN}`));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ownRecordMessage);
    const [entry] = await listAudit(ctx.database.db, { event: "duty.refused", limit: 1 });
    // The form carries salary fields the account command's record lacks, so the refused action reads "pay".
    expect(entry).toMatchObject({ subject: `employee:${own.id}` });
    expect(await loginOf((await findAccountByEmail(ctx.database.db, people.hr.email))!.id)).toBe(people.hr.email);
  });

  it("stops the takeover at its first step: a peer's login pointed at HR's own alias, then Forgot password", async () => {
    const peer = await person("hr");
    const alias = people.hr.email.replace("@", "+peer@");
    const pointed = await edit(ctx.hrHeaders, `${HR_EMPLOYEES_PATH}/${peer.record.id}`, editWithEmail(peer.record, alias));
    expect(pointed.statusCode).toBe(403);
    const forgot = await ctx.app.inject({
      method: "POST",
      url: FORGOT_PASSWORD_PATH,
      payload: { email: alias },
      remoteAddress: freshAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, alias))).toEqual([]);
    expect(await loginOf(peer.accountId)).toBe(peer.record.email);
  });

  it("lets an admin change an HR user's login e-mail", async () => {
    const peer = await person("hr");
    const to = `moved.hr${peer.record.id}@${TEST_DOMAIN}`;
    const response = await edit(ctx.adminHeaders, employeePath(peer.record.id), editWithEmail(peer.record, to));
    expect(response.statusCode, response.body).toBe(200);
    expect(await loginOf(peer.accountId)).toBe(to);
  });
});

describe("HR and a manager's login e-mail", () => {
  it("refuses HR changing the login e-mail of their own reporting manager (403), which only an admin may change", async () => {
    const manager = await person("employee");
    const own = (await ctx.database.db.select().from(employees).where(eq(employees.email, people.hr.email)))[0]!;
    // The manager decides HR's leave (section 9.20): their login in HR's hands would be HR approving their own leave.
    await ctx.database.db.update(employees).set({ reportingManagerId: manager.record.id }).where(eq(employees.id, own.id));
    try {
      const to = `moved.manager${manager.record.id}@${TEST_DOMAIN}`;
      const refused = await edit(ctx.hrHeaders, `${HR_EMPLOYEES_PATH}/${manager.record.id}`, editWithEmail(manager.record, to));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(managerLoginEmailMessage);
      expect(await loginOf(manager.accountId)).toBe(manager.record.email);
      const record = await ctx.app.inject({ method: "GET", url: `${HR_EMPLOYEES_PATH}/${manager.record.id}`, headers: ctx.hrHeaders });
      expect(record.json().hasDirectReports).toBe(true);

      const allowed = await edit(ctx.adminHeaders, employeePath(manager.record.id), editWithEmail(manager.record, to));
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await loginOf(manager.accountId)).toBe(to);
    } finally {
      await ctx.database.db.update(employees).set({ reportingManagerId: null }).where(eq(employees.id, own.id));
    }
  });
});

describe("HR changing an employee account's login e-mail", () => {
  it("ends its sessions and open links, e-mails the old and the new address, and audits both", async () => {
    const owner = await person("employee");
    const from = owner.record.email;
    const to = `moved.employee${owner.record.id}@${TEST_DOMAIN}`;
    const cookie = cookieHeader(
      "employee",
      sessionCookie(await login(ctx.app, "employee", { email: from, password: PASSWORD }), "employee"),
    );
    // Used once before the change, so the session cache holds it.
    expect((await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=employee`, headers: cookie })).statusCode).toBe(200);
    await ctx.app.inject({ method: "POST", url: FORGOT_PASSWORD_PATH, payload: { email: from }, remoteAddress: freshAddress() });
    const [resetMail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, from), eq(outbox.kind, "password.reset")));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(resetMail!.textBody)![1]!;

    const response = await edit(ctx.hrHeaders, `${HR_EMPLOYEES_PATH}/${owner.record.id}`, editWithEmail(owner.record, to));
    expect(response.statusCode, response.body).toBe(200);
    expect(await loginOf(owner.accountId)).toBe(to);

    expect((await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=employee`, headers: cookie })).statusCode).toBe(401);
    const reset = await ctx.app.inject({
      method: "POST",
      url: RESET_PASSWORD_PATH,
      payload: { token, password: "Sinhagad-Road-1984" },
      remoteAddress: freshAddress(),
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(linkExpiredMessage);

    const notices = (await changeNotices()).filter((row) => row.toAddress === from || row.toAddress === to);
    expect(notices.map((row) => row.toAddress).sort()).toEqual([from, to].sort());
    const toOld = notices.find((row) => row.toAddress === from)!;
    expect(toOld.subject).toBe("Prasthan Realty: your staff portal login e-mail has changed");
    expect(toOld.textBody).toContain(`was changed from ${from} to ${to}.`);
    expect(toOld.textBody).toContain("tell an administrator of Prasthan Realty at once");
    expect(notices.find((row) => row.toAddress === to)!.textBody).toContain(`This address (${to}) is now the login e-mail`);

    const [entry] = await listAudit(ctx.database.db, { event: "account.email_changed", limit: 1 });
    expect(entry).toMatchObject({ subject: `employee:${owner.record.id}`, details: { from, to, sessionsRevoked: 1 } });
  });

  it("changes nothing else when the e-mail stays: no notice, no ended session", async () => {
    const owner = await person("employee");
    const session = await sessionFor(ctx.app, "employee", { email: owner.record.email, password: PASSWORD });
    const before = (await changeNotices()).length;
    const response = await edit(ctx.hrHeaders, `${HR_EMPLOYEES_PATH}/${owner.record.id}`, editWithEmail(owner.record, owner.record.email));
    expect(response.statusCode, response.body).toBe(200);
    expect((await changeNotices()).length).toBe(before);
    expect(
      (await ctx.app.inject({ method: "GET", url: `${AUTH_ME_PATH}?portal=employee`, headers: sessionHeader("employee", session) }))
        .statusCode,
    ).toBe(200);
  });
});
