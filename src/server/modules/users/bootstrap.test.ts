import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loadConfig } from "../../config";
import { loadDemoData } from "../../seed/demo-data";
import { listAudit } from "../audit/store";
import { DEMO_ACCOUNTS } from "../../seed/roster";
import { findAccountByEmail, listAccounts } from "../../auth/account-store";
import { testCipher } from "../../testing/test-app";
import { employees } from "../../db/schema";
import { isValidAadhaar, isValidAccountNumber, isValidIfsc, isValidPan } from "@/shared/domain/identifiers";
import { loadSettings, saveSettings } from "../settings/store";

const cipher = testCipher();
import { bootstrapAdmin, BootstrapError } from "./bootstrap";
import { isCommonPassword } from "../../auth/password-policy";
import { verifyPassword } from "../../auth/passwords";
import { useTestDatabase } from "../../testing/helpers";

const database = useTestDatabase();
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: "test", ...env });

beforeEach(async () => {
  await database.db.execute(sql`delete from audit_log`);
  await database.db.execute(sql`delete from staff_accounts`);
  await database.db.execute(sql`delete from employees`);
});

describe("first admin", () => {
  it("is created from ADMIN_EMAIL / ADMIN_PASSWORD, once", async () => {
    const printed: string[] = [];
    const env = config({ ADMIN_EMAIL: "anita.rao@prasthanrealty.example", ADMIN_PASSWORD: "Koregaon-Park-Admin-1" });
    const result = await bootstrapAdmin(database.db, env, (text) => printed.push(text));
    expect(result).toEqual({ created: true, email: "anita.rao@prasthanrealty.example", generatedPassword: null });
    const account = await findAccountByEmail(database.db, "anita.rao@prasthanrealty.example");
    expect(account).toMatchObject({ role: "admin", name: "Anita Rao", isActive: true, employee: null });
    expect(await verifyPassword(account!.passwordHash, "Koregaon-Park-Admin-1")).toBe(true);
    expect(printed.join("")).not.toContain("Koregaon-Park-Admin-1");
    expect(await bootstrapAdmin(database.db, env, (text) => printed.push(text))).toEqual({ created: false });
    expect(printed).toHaveLength(1);
    const [audit] = await listAudit(database.db, { event: "account.created" });
    expect(audit).toMatchObject({ subject: "anita.rao@prasthanrealty.example", details: { via: "bootstrap", role: "admin" } });
  });

  it("gets a generated strong password, printed once, when ADMIN_PASSWORD is not set", async () => {
    const printed: string[] = [];
    const result = await bootstrapAdmin(database.db, config(), (text) => printed.push(text));
    if (!result.created) throw new Error("expected an admin");
    expect(result.email).toBe("admin@prasthanrealty.example");
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(printed.join("")).toContain(`password: ${result.generatedPassword}`);
    const account = await findAccountByEmail(database.db, "admin@prasthanrealty.example");
    expect(await verifyPassword(account!.passwordHash, result.generatedPassword!)).toBe(true);
    expect(await bootstrapAdmin(database.db, config(), (text) => printed.push(text))).toEqual({ created: false });
    expect(printed).toHaveLength(1);
  });

  it("is created once when two instances start at the same moment: the other finds it made and goes on", async () => {
    const env = config({ ADMIN_EMAIL: "anita.rao@prasthanrealty.example", ADMIN_PASSWORD: "Koregaon-Park-Admin-1" });
    const results = await Promise.all([
      bootstrapAdmin(database.db, env, () => undefined),
      bootstrapAdmin(database.db, env, () => undefined),
    ]);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    expect(await listAccounts(database.db)).toHaveLength(1);
  });

  it.each([
    [
      { ADMIN_EMAIL: "boss@gmail.com", ADMIN_PASSWORD: "Koregaon-Park-Admin-1" },
      "Only @prasthanrealty.example email addresses are allowed",
    ],
    [{ ADMIN_PASSWORD: "password123" }, "This password is too common"],
    [{ ADMIN_PASSWORD: "short" }, "Password must be at least 10 characters"],
  ])("stops the start with a clear message for bad settings %j", async (env, message) => {
    const attempt = bootstrapAdmin(database.db, config(env), () => undefined);
    await expect(attempt).rejects.toBeInstanceOf(BootstrapError);
    await expect(bootstrapAdmin(database.db, config(env), () => undefined)).rejects.toThrow(message);
    expect(await listAccounts(database.db)).toHaveLength(0);
  });
});

describe("demo accounts (npm run demo / DEMO_DATA=1)", () => {
  it("creates one account per role and prints the credentials", async () => {
    const printed: string[] = [];
    await loadDemoData(database.db, config(), cipher, (text) => printed.push(text));
    const all = await listAccounts(database.db);
    const accounts = all.filter((account) => DEMO_ACCOUNTS.some((demo) => account.email.startsWith(`${demo.firstName.toLowerCase()}.`)));
    expect(accounts.map((account) => account.role).sort()).toEqual(["admin", "employee", "hr"]);
    const hr = accounts.find((account) => account.role === "hr")!;
    expect(hr.employee).toMatchObject({ department: "HR", designation: "HR Manager" });
    for (const demo of DEMO_ACCOUNTS) {
      const account = accounts.find((entry) => entry.role === demo.role)!;
      expect(printed.join("")).toContain(account.email);
      expect(printed.join("")).toContain(demo.password);
      expect(await verifyPassword(account.passwordHash, demo.password)).toBe(true);
      expect(isCommonPassword(demo.password.toLowerCase())).toBe(false);
    }
    // A second run keeps the accounts and says so.
    await loadDemoData(database.db, config(), cipher, (text) => printed.push(text));
    expect(await listAccounts(database.db)).toHaveLength(all.length);
    expect(printed[1]).toContain("(unless changed since)");
  });

  it("sets a company debit account for the bank file, and keeps one the admin has set", async () => {
    await loadDemoData(database.db, config(), cipher, () => undefined);
    const settings = await loadSettings(database.db);
    expect([isValidAccountNumber(settings.debitAccountNumber ?? ""), isValidIfsc(settings.debitIfsc ?? "")]).toEqual([true, true]);
    await saveSettings(database.db, { ...settings, debitAccountNumber: "912020012345678", debitIfsc: "UTIB0000240" }, new Date());
    await loadDemoData(database.db, config(), cipher, () => undefined);
    expect(await loadSettings(database.db)).toMatchObject({ debitAccountNumber: "912020012345678", debitIfsc: "UTIB0000240" });
  });

  it("adds 25 people across the six departments, each with a full salary structure, valid-format identifiers and an account", async () => {
    await loadDemoData(database.db, config(), cipher, () => undefined);
    const rows = await database.db.select().from(employees);
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((row) => row.department))).toEqual(
      new Set(["Engineering", "Sales", "Marketing", "HR", "Finance", "Operations"]),
    );
    expect(new Set(rows.map((row) => row.employeeId)).size).toBe(25);
    for (const row of rows) {
      expect(row.hasSalaryData && row.basicSalary > 0, row.email).toBe(true);
      expect(isValidAadhaar(cipher.decrypt(row.aadhaarEncrypted!)), row.email).toBe(true);
      expect(isValidPan(cipher.decrypt(row.panEncrypted!)), row.email).toBe(true);
      expect(isValidAccountNumber(cipher.decrypt(row.accountNumberEncrypted!)), row.email).toBe(true);
    }
    const accounts = await listAccounts(database.db);
    expect(rows.every((row) => accounts.some((account) => account.employeeRecordId === row.id))).toBe(true);
    const demoEmployee = accounts.find((account) => account.role === "employee" && account.email.startsWith("aarav."))!;
    expect(demoEmployee.employee).toMatchObject({ hasSalaryData: true, department: "Sales" });
    expect(demoEmployee.mustChangePassword).toBe(false);
  });

  it("is loud in production and uses generated passwords there", async () => {
    const printed: string[] = [];
    await loadDemoData(database.db, config({ NODE_ENV: "production" }), cipher, (text) => printed.push(text));
    const text = printed.join("");
    expect(text).toContain("WARNING: NODE_ENV=production");
    for (const demo of DEMO_ACCOUNTS) expect(text).not.toContain(demo.password);
    for (const account of (await listAccounts(database.db)).filter((entry) => text.includes(entry.email))) {
      const line = text.split("\n").find((entry) => entry.includes(account.email))!;
      const password = line.trim().split(/\s+/).at(-1)!;
      expect(await verifyPassword(account.passwordHash, password)).toBe(true);
    }
  });
});
