import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { finalisePath, type PayrollMonth } from "@/shared/contract/payroll";
import { markPaidPath } from "@/shared/contract/payroll-payment";
import { formatRupees } from "@/shared/display-format";
import { notifications, outbox, staffAccounts } from "../../db/schema";
import type { AdminTestContext } from "../../testing/admin-test-app";
import { buildEmployeeInput } from "../../seed/builders";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { createMessagesTestApp, type MessagesTestContext } from "../../testing/messages-test-app";
import { hire, payrollOf, worked } from "../../testing/payroll-people";
import { failAuditInserts } from "../../testing/fail-audit-inserts";

/**
 * The payroll's messages (docs/product.md section 11) on a real SMTP sink: Finalise tells each person of the month
 * with an active login that the payslip is ready, Mark as Paid tells them the payment date; e-mail and bell, in the
 * same transaction as the change. Monday 2 June 2025, 10:00 in Pune: May 2025 can be finalised.
 */
let ctx: MessagesTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let asha: Person, bela: Person, chitra: Person;
let may: PayrollMonth;
// Her identifiers as the admin typed them, to look for in every message.
const ashaInput = buildEmployeeInput(TEST_DOMAIN, { firstName: "Asha", lastName: "Kulkarni", dateOfJoining: "2024-01-01" });
const LINK = "https://www.prasthanrealty.example/employee-dashboard?tab=payslips";

beforeAll(async () => {
  ctx = await createMessagesTestApp();
  const admin = {
    ...ctx,
    asAdmin: (options: Parameters<MessagesTestContext["as"]>[1]) => ctx.as("admin", options),
  } as unknown as AdminTestContext;
  asha = await hire(admin, ashaInput);
  bela = await hire(admin, { firstName: "Bela", lastName: "Shinde", dateOfJoining: "2024-01-01" });
  // Paid for May but her login was closed since: no e-mail and no bell.
  chitra = await hire(admin, { firstName: "Chitra", lastName: "Rao", dateOfJoining: "2024-01-01" });
  await ctx.database.db.update(staffAccounts).set({ isActive: false }).where(eq(staffAccounts.employeeRecordId, chitra.record.id));
  for (const person of [asha, bela, chitra]) await worked(admin, person.record.id, "2025-05-01", "2025-05-31");
  may = await payrollOf(admin, "2025-05");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  // The hires' welcome e-mails are not this file's subject.
  await ctx.database.db.execute(sql`delete from outbox`);
  await ctx.database.db.execute(sql`delete from notifications`);
  ctx.sink.clear();
});

const accountOf = async (recordId: number) =>
  (
    await ctx.database.db
      .select({ id: staffAccounts.id, email: staffAccounts.email })
      .from(staffAccounts)
      .where(eq(staffAccounts.employeeRecordId, recordId))
  )[0]!;
const outboxRows = () => ctx.database.db.select().from(outbox);
const bell = () => ctx.database.db.select().from(notifications);

/** Everyone with a row in May and an active login: the hires but Chitra, and the seeded people who have a row. */
async function expectedRecipients(): Promise<string[]> {
  const active = await ctx.database.db
    .select({ recordId: staffAccounts.employeeRecordId, email: staffAccounts.email, isActive: staffAccounts.isActive })
    .from(staffAccounts);
  const inMay = new Set(may.rows.map((row) => row.employeeRecordId));
  return active
    .filter((account) => account.isActive && account.recordId !== null && inMay.has(account.recordId))
    .map((account) => account.email)
    .sort();
}

/** No figure of anyone's May row, no rupee sign and no identifier in a message. */
function expectNoFigures(text: string) {
  expect(text).not.toContain("₹");
  for (const row of may.rows) {
    for (const amount of [row.netPay, row.grossMonthly, row.earnedGross, row.totalDeductions].filter((value) => value >= 1000)) {
      expect(text).not.toContain(formatRupees(amount));
      expect(text).not.toContain(String(amount));
    }
  }
  const { panNumber, aadharNumber = "", accountNumber = "" } = ashaInput;
  for (const identifier of [panNumber, aadharNumber, accountNumber, accountNumber.slice(-4), aadharNumber.slice(-4)])
    expect(text).not.toContain(identifier);
}

// First: once May is finalised, April (before the first month finalised here) is refused 409 before any of this.
describe("Finalise rolled back", () => {
  it("leaves neither e-mails nor notifications when the month's audit entry fails", async () => {
    const restore = await failAuditInserts(ctx.database.db, "payroll.finalised");
    try {
      const failed = await ctx.as("hr", { method: "POST", url: finalisePath("2025-04") });
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await outboxRows()).toEqual([]);
    expect(await bell()).toEqual([]);
  });
});

describe("Finalise: the payslip-ready message", () => {
  it("e-mails each person of the month with an active login once, with the Payslips link and no figure; the bell of the same accounts", async () => {
    const expected = await expectedRecipients();
    expect(expected).toContain(asha.input.email);
    expect(expected).toContain(bela.input.email);
    expect(expected).not.toContain(chitra.input.email);

    const response = await ctx.as("hr", { method: "POST", url: finalisePath("2025-05") });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await ctx.deliver();
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(expected);
    const ashas = mails.find((mail) => mail.envelopeTo[0] === asha.input.email)!;
    expect(ashas.subject).toBe("Your payslip for May 2025 is ready");
    expect(ashas.text).toContain("Dear Asha Kulkarni,");
    expect(ashas.text).toContain("Your payslip for May 2025 is ready.");
    expect(ashas.text).toContain(`Open your payslips: ${LINK}`);
    expect(ashas.html).toContain(`href="${LINK}"`);
    for (const mail of mails) {
      expect(mail.subject).toBe("Your payslip for May 2025 is ready");
      expectNoFigures(mail.text);
      expectNoFigures(mail.html);
    }

    const notified = await bell();
    const accounts = await ctx.database.db.select({ id: staffAccounts.id, email: staffAccounts.email }).from(staffAccounts);
    const emailOf = new Map(accounts.map((account) => [account.id, account.email]));
    expect(notified.map((n) => emailOf.get(n.accountId)).sort()).toEqual(expected);
    for (const n of notified) {
      expect(n).toMatchObject({
        kind: "payslip.ready",
        title: "Your payslip for May 2025 is ready",
        body: "Open the Payslips tab to see it or download it.",
        link: "/employee-dashboard?tab=payslips",
      });
    }
  });

  it("queues nothing for a month already finalised (409)", async () => {
    const again = await ctx.as("hr", { method: "POST", url: finalisePath("2025-05") });
    expect(again.statusCode).toBe(409);
    expect(await outboxRows()).toEqual([]);
    expect(await bell()).toEqual([]);
  });
});

describe("Mark as Paid: the payment message", () => {
  it("queues nothing when the payment is refused or rolled back", async () => {
    const future = await ctx.as("hr", { method: "POST", url: markPaidPath("2025-05"), payload: { paidOn: "2025-06-03" } });
    expect(future.statusCode).toBe(400);
    const draft = await ctx.as("hr", { method: "POST", url: markPaidPath("2025-06"), payload: { paidOn: "2025-06-02" } });
    expect(draft.statusCode).toBe(409);
    const restore = await failAuditInserts(ctx.database.db, "payroll.paid");
    try {
      const failed = await ctx.as("hr", { method: "POST", url: markPaidPath("2025-05"), payload: { paidOn: "2025-06-02" } });
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await outboxRows()).toEqual([]);
    expect(await bell()).toEqual([]);
  });

  it("tells each person the payment date, by e-mail and on the bell, with the Payslips link and no figure", async () => {
    const expected = await expectedRecipients();
    const response = await ctx.as("hr", { method: "POST", url: markPaidPath("2025-05"), payload: { paidOn: "2025-06-02" } });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await ctx.deliver();
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(expected);
    for (const mail of mails) {
      expect(mail.subject).toBe("Your salary for May 2025 was paid on 2 Jun 2025");
      expect(mail.text).toContain("Your salary for May 2025 was paid on 2 Jun 2025.");
      expect(mail.text).toContain(`Open your payslips: ${LINK}`);
      expectNoFigures(mail.text);
      expectNoFigures(mail.html);
    }
    const notified = await bell();
    expect(notified).toHaveLength(expected.length);
    expect(notified.map((n) => n.accountId)).toContain((await accountOf(asha.record.id)).id);
    expect(notified.map((n) => n.accountId)).toContain((await accountOf(bela.record.id)).id);
    expect(notified.map((n) => n.accountId)).not.toContain((await accountOf(chitra.record.id)).id);
    for (const n of notified)
      expect(n).toMatchObject({
        kind: "payroll.paid",
        title: "Your salary for May 2025 was paid on 2 Jun 2025",
        link: "/employee-dashboard?tab=payslips",
      });
  });
});
