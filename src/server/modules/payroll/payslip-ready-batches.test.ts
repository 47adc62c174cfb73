import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath } from "@/shared/contract/payroll";
import { markPaidPath } from "@/shared/contract/payroll-payment";
import { employees, notifications, outbox, staffAccounts } from "../../db/schema";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createMessagesTestApp, type MessagesTestContext } from "../../testing/messages-test-app";
import { PAYROLL_MAIL_BATCH } from "./payslip-ready-mail";

/**
 * Finalising and paying a month of 2,000 people (docs/product.md section 11): one e-mail and one notification each,
 * queued in batches of PAYROLL_MAIL_BATCH rows per INSERT. Monday 2 June 2025: May 2025 can be finalised.
 */
const HEADCOUNT = 2_000;
let ctx: MessagesTestContext;

beforeAll(async () => {
  ctx = await createMessagesTestApp();
  const db = ctx.database.db;
  const people = Array.from({ length: HEADCOUNT }, (_, i) => ({
    employeeId: `B${String(i).padStart(5, "0")}`,
    firstName: `Person${i}`,
    lastName: "Batch",
    email: `person${i}.batch@prasthanrealty.example`,
    dateOfJoining: "2024-01-01",
  }));
  for (let start = 0; start < people.length; start += 500) {
    const records = await db
      .insert(employees)
      .values(people.slice(start, start + 500))
      .returning({ id: employees.id, email: employees.email });
    await db.insert(staffAccounts).values(
      records.map((record) => ({
        email: record.email!,
        name: record.email!,
        role: "employee" as const,
        passwordHash: "unused",
        employeeRecordId: record.id,
      })),
    );
  }
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const perAddress = async (kind: string) =>
  ctx.database.db.select({ to: outbox.toAddress, n: count() }).from(outbox).where(eq(outbox.kind, kind)).groupBy(outbox.toAddress);

describe("a month of 2,000 people", () => {
  it("queues one payslip-ready e-mail and one notification per person, across batches", async () => {
    expect(HEADCOUNT).toBeGreaterThan(3 * PAYROLL_MAIL_BATCH);
    const response = await ctx.as("hr", { method: "POST", url: finalisePath("2025-05") });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await perAddress("payslip.ready");
    const batchAddresses = mails.filter((row) => row.to.endsWith(".batch@prasthanrealty.example"));
    expect(batchAddresses).toHaveLength(HEADCOUNT);
    expect(mails.every((row) => row.n === 1)).toBe(true);
    const [bell] = await ctx.database.db
      .select({ n: count(), accounts: sql<number>`count(distinct ${notifications.accountId})::int` })
      .from(notifications)
      .where(eq(notifications.kind, "payslip.ready"));
    expect(bell).toEqual({ n: mails.length, accounts: mails.length });
  });

  it("queues one payment e-mail per person", async () => {
    const response = await ctx.as("hr", { method: "POST", url: markPaidPath("2025-05"), payload: { paidOn: "2025-06-02" } });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await perAddress("payroll.paid");
    expect(mails.filter((row) => row.to.endsWith(".batch@prasthanrealty.example"))).toHaveLength(HEADCOUNT);
    expect(mails.every((row) => row.n === 1)).toBe(true);
  });
});
