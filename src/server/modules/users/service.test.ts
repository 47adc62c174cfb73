import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findAccountByEmail } from "../../auth/account-store";
import { verifyPassword } from "../../auth/passwords";
import { createSession, loadSessions } from "../../auth/session-store";
import { employees } from "../../db/schema";
import { TEST_DOMAIN, useTestDatabase } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { AccountError, createStaffAccount, deactivateAccount, listStaffAccounts, setAccountPassword } from "./service";

const database = useTestDatabase();
const cli = { via: "cli" } as const;

describe("an account change and its audit entry are one transaction", () => {
  it("keeps nothing of a new account, a new password or a deactivation whose audit entry cannot be written", async () => {
    const db = database.db;
    const email = `rohan.jadhav@${TEST_DOMAIN}`;
    await createStaffAccount(db, TEST_DOMAIN, { role: "admin", email: `anita.rao@${TEST_DOMAIN}`, password: "Koregaon-Park-Admin-1" }, cli);
    const kept = await createStaffAccount(db, TEST_DOMAIN, { role: "hr", email, password: "Pimpri-Sales-2025" }, cli);
    const session = await createSession(db, kept.id, "hr", new Date());
    const audits = (await listAudit(db, { limit: 1000 })).length;

    const lost = `kavya.nair@${TEST_DOMAIN}`;
    let restore = await failAuditInserts(db, "account.");
    try {
      await expect(
        createStaffAccount(db, TEST_DOMAIN, { role: "employee", email: lost, password: "Viman-Nagar-2025" }, cli),
      ).rejects.toThrow();
      await expect(deactivateAccount(db, TEST_DOMAIN, { email }, cli)).rejects.toThrow();
    } finally {
      await restore();
    }
    restore = await failAuditInserts(db, "password.");
    try {
      await expect(setAccountPassword(db, TEST_DOMAIN, { email, password: "Aundh-Hr-Desk-2026" }, cli)).rejects.toThrow();
    } finally {
      await restore();
    }

    expect(await findAccountByEmail(db, lost)).toBeUndefined();
    expect(await db.select().from(employees).where(eq(employees.email, lost))).toEqual([]);
    const account = (await findAccountByEmail(db, email))!;
    expect(account.isActive).toBe(true);
    expect(await verifyPassword(account.passwordHash, "Pimpri-Sales-2025")).toBe(true);
    expect(await loadSessions(db, [session])).toHaveLength(1);
    expect((await listAudit(db, { limit: 1000 })).length).toBe(audits);
  });
});

describe("the last active admin", () => {
  it("two deactivations of the two remaining admins at once: one is refused, one admin remains", async () => {
    const db = database.db;
    const emails = [`nikhil.joshi@${TEST_DOMAIN}`, `pooja.shah@${TEST_DOMAIN}`];
    for (const email of emails) await createStaffAccount(db, TEST_DOMAIN, { role: "admin", email, password: "Hinjewadi-Admin-2026" }, cli);
    // Deactivate every other admin first, so these two are the last ones.
    for (const account of await listStaffAccounts(db)) {
      if (account.role === "admin" && account.isActive && !emails.includes(account.email))
        await deactivateAccount(db, TEST_DOMAIN, { email: account.email }, cli);
    }
    const results = await Promise.allSettled(emails.map((email) => deactivateAccount(db, TEST_DOMAIN, { email }, cli)));
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(AccountError);
    const active = (await listStaffAccounts(db)).filter((account) => account.role === "admin" && account.isActive);
    expect(active).toHaveLength(1);
  });
});
