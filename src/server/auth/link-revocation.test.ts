import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PASSWORD_PATH } from "@/shared/contract/auth";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeDeactivatePath,
  employeePath,
  employeeReactivatePath,
  employeeResetPasswordPath,
  employeeRolePath,
  type Employee,
  type EmployeeCreated,
} from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH } from "@/shared/contract/hr";
import { linkExpiredMessage, RESET_PASSWORD_PATH } from "@/shared/contract/mail";
import { outbox, passwordTokens } from "../db/schema";
import { createStaffAccount, deactivateAccount, setAccountPassword } from "../modules/users/service";
import { buildEmployeeInput } from "../seed/builders";
import { freshAddress, people, seedPeople, sessionFor, sessionHeader, SETUP_TIMEOUT, TEST_DOMAIN, testClock } from "../testing/helpers";
import { createTestApp, type TestContext } from "../testing/test-app";
import { createPasswordLink, hashLinkToken } from "./password-links";

// Every open set-password link (welcome or reset) of an account stops working when its credentials or standing change
// (docs/product.md section 10.9): a password change, an admin's reset, a deactivation, a reactivation, a role change,
// a new login e-mail. Each test issues a link, makes the change, then tries the link.

const PASSWORD = "Kothrud-Lane-2041";
const clock = testClock("2026-11-20T04:30:00.000Z");
let ctx: TestContext;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  // A mail server is configured (nothing is delivered: the tests read the outbox), so hires are sent welcome links.
  ctx = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2525" }, { now: clock.now });
  await seedPeople(ctx.database.db);
  headers.admin = sessionHeader("admin", await sessionFor(ctx.app, "admin", people.admin));
  headers.hr = sessionHeader("hr", await sessionFor(ctx.app, "hr", people.hr));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

let n = 0;
/** A person with an account (role employee unless given) whose password is PASSWORD. */
async function person(role: "employee" | "hr" = "employee") {
  const email = `link.owner${(n += 1)}@${TEST_DOMAIN}`;
  const account = await createStaffAccount(ctx.database.db, TEST_DOMAIN, { role, email, password: PASSWORD }, { via: "demo" });
  return { accountId: account.id, recordId: account.employee!.id, email };
}
const openLink = async (accountId: number) => (await createPasswordLink(ctx.database.db, accountId, "reset", clock.now())).token;
const useLink = (token: string) =>
  ctx.app.inject({
    method: "POST",
    url: RESET_PASSWORD_PATH,
    payload: { token, password: "Sinhagad-Road-1984" },
    remoteAddress: freshAddress(),
  });
async function expectRevoked(token: string) {
  const response = await useLink(token);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toBe(linkExpiredMessage);
}
const asAdmin = (method: "POST" | "PUT", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers.admin, ...(payload && { payload }) });
const reactivate = async (id: number) => (await asAdmin("POST", employeeReactivatePath(id))).json<Employee>();

describe("an open set-password link stops working", () => {
  it("when the owner changes their own password", async () => {
    const owner = await person();
    const token = await openLink(owner.accountId);
    const session = await sessionFor(ctx.app, "employee", { email: owner.email, password: PASSWORD });
    const changed = await ctx.app.inject({
      method: "POST",
      url: `${AUTH_PASSWORD_PATH}?portal=employee`,
      headers: sessionHeader("employee", session),
      payload: { currentPassword: PASSWORD, newPassword: "Baner-Hills-7731" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectRevoked(token);
  });

  it("when an admin resets the password", async () => {
    const owner = await person();
    const token = await openLink(owner.accountId);
    expect((await asAdmin("POST", employeeResetPasswordPath(owner.recordId))).statusCode).toBe(200);
    await expectRevoked(token);
  });

  it("when the operator sets the password with the account command", async () => {
    const owner = await person();
    const token = await openLink(owner.accountId);
    await setAccountPassword(
      ctx.database.db,
      TEST_DOMAIN,
      { email: owner.email, password: "Aundh-Gate-5512" },
      { via: "cli" },
      clock.now(),
    );
    await expectRevoked(token);
  });

  it("when the account is deactivated, even once it is reactivated", async () => {
    const owner = await person();
    const token = await openLink(owner.accountId);
    expect((await asAdmin("POST", employeeDeactivatePath(owner.recordId))).statusCode).toBe(200);
    expect((await reactivate(owner.recordId)).isActive).toBe(true);
    await expectRevoked(token);
  });

  it("when the operator deactivates the account with the account command", async () => {
    const owner = await person();
    const token = await openLink(owner.accountId);
    await deactivateAccount(ctx.database.db, TEST_DOMAIN, { email: owner.email }, { via: "cli" }, clock.now());
    const [row] = await ctx.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashLinkToken(token)));
    expect(row!.usedAt).toEqual(clock.now());
  });

  it("when the account is reactivated (a link left open while it was closed)", async () => {
    const owner = await person();
    expect((await asAdmin("POST", employeeDeactivatePath(owner.recordId))).statusCode).toBe(200);
    const token = await openLink(owner.accountId);
    expect((await reactivate(owner.recordId)).isActive).toBe(true);
    await expectRevoked(token);
  });

  it("when the account's role changes", async () => {
    const owner = await person();
    const token = await openLink(owner.accountId);
    expect((await asAdmin("PUT", employeeRolePath(owner.recordId), { role: "hr" })).statusCode).toBe(200);
    await expectRevoked(token);
  });

  it("when the login e-mail changes", async () => {
    const input = buildEmployeeInput(TEST_DOMAIN);
    const hired = await asAdmin("POST", ADMIN_EMPLOYEES_PATH, input);
    expect(hired.statusCode, hired.body).toBe(201);
    const token = await welcomeTokenTo(input.email);
    const edited = await asAdmin("PUT", employeePath(hired.json<EmployeeCreated>().employee.id), {
      ...input,
      email: `renamed.${input.email}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectRevoked(token);
  });

  it("when a welcome link went to a mistyped address and HR corrects it", async () => {
    const mistyped = `ishita.kulkrni@${TEST_DOMAIN}`;
    const hired = await ctx.app.inject({
      method: "POST",
      url: HR_EMPLOYEES_PATH,
      headers: headers.hr,
      payload: {
        name: "Ishita Kulkarni",
        email: mistyped,
        department: "Sales",
        position: "Sales Executive",
        salary: 30_000,
        joinDate: "2026-11-02",
        status: "Active",
      },
    });
    expect(hired.statusCode, hired.body).toBe(201);
    const { employee } = hired.json<EmployeeCreated>();
    const token = await welcomeTokenTo(mistyped);
    const corrected = await ctx.app.inject({
      method: "PUT",
      url: `${HR_EMPLOYEES_PATH}/${employee.id}`,
      headers: headers.hr,
      payload: buildEmployeeInput(TEST_DOMAIN, {
        employeeId: employee.employeeId,
        firstName: "Ishita",
        lastName: "Kulkarni",
        email: `ishita.kulkarni@${TEST_DOMAIN}`,
      }),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await expectRevoked(token);
  });
});

/** The set-password token of the welcome e-mail queued to `address`. */
async function welcomeTokenTo(address: string): Promise<string> {
  const [welcome] = await ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, address), eq(outbox.kind, "account.welcome")));
  return /token=([A-Za-z0-9_-]{43})/.exec(welcome!.textBody)![1]!;
}
