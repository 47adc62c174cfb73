import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/passwords";
import { openPglite } from "../db/pglite-client";
import { lockDataDir } from "../db/data-dir-lock";
import { listAudit } from "../modules/audit/store";
import { findAccountByEmail } from "../auth/account-store";
import { compiledServer } from "../testing/compiled-server";
import { usersCommand } from "./users-command";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "users-cli-"));
const SLOW = 300_000;

/** Runs src/server/cli/users.ts (what `npm run users --` runs, compiled once per run) against the temp PGlite folder. */
function users(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, COMPANY_EMAIL_DOMAIN: "", NODE_ENV: "test" };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [compiledServer("users"), ...args], { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** The same command in this process (same code path as the script, without the start-up cost). */
async function inProcess(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await usersCommand(
    args,
    { DATA_DIR: dataDir, NODE_ENV: "test" },
    { out: (text) => lines.push(text), err: (text) => lines.push(text) },
  );
  return { code, output: lines.join("\n") };
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const domain = "prasthanrealty.example";

describe("npm run users -- (spawned against a temporary PGlite folder)", () => {
  it(
    "creates, lists, sets passwords and deactivates, with audit entries",
    async () => {
      const created = await users(
        "create",
        "--role",
        "hr",
        "--email",
        `Sneha.Patil@${domain}`,
        "--password",
        "Baner-Hr-Desk-77",
        "--first-name",
        "Sneha",
        "--last-name",
        "Patil",
      );
      expect(created).toMatchObject({ code: 0, stderr: "" });
      expect(created.stdout).toContain(`Created hr account sneha.patil@${domain} (Sneha Patil, employee record EMP001).`);

      // Spawning costs seconds each (tsx, then the embedded database): the script's entry, its output and its
      // exit code are proved by `create` and `list`; the other commands run the same code in this process.
      const admin = await inProcess("create", "--role", "admin", "--email", `meera.iyer@${domain}`, "--password", "Deccan-Admin-2025");
      expect(admin).toEqual({ code: 0, output: `Created admin account meera.iyer@${domain} (Meera Iyer).` });

      const duplicate = await inProcess(
        "create",
        "--role",
        "employee",
        "--email",
        `sneha.patil@${domain}`,
        "--password",
        "Another-Pass-2025",
      );
      expect(duplicate).toEqual({ code: 1, output: `Error: An account for sneha.patil@${domain} already exists` });

      const reset = await inProcess("set-password", "--email", `sneha.patil@${domain}`, "--password", "Aundh-Hr-Desk-2026");
      expect(reset.code).toBe(0);
      const off = await inProcess("deactivate", "--email", `sneha.patil@${domain}`);
      expect(off.code).toBe(0);
      const lastAdmin = await inProcess("deactivate", "--email", `meera.iyer@${domain}`);
      expect(lastAdmin).toEqual({ code: 1, output: `Error: meera.iyer@${domain} is the only active admin; create another admin first` });

      const list = await users("list");
      expect(list.code).toBe(0);
      const lines = list.stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^EMAIL\s+ROLE\s+STATUS\s+EMPLOYEE\s+NAME\s+LAST LOGIN \(UTC\)$/);
      expect(lines.find((line) => line.startsWith(`sneha.patil@${domain}`))).toMatch(/\bhr\s+inactive\s+EMP001\s+Sneha Patil\s+never$/);
      expect(lines.find((line) => line.startsWith(`meera.iyer@${domain}`))).toMatch(/\badmin\s+active\s+-\s+Meera Iyer\s+never$/);

      const database = await openPglite(dataDir);
      try {
        const account = await findAccountByEmail(database.db, `sneha.patil@${domain}`);
        expect(await verifyPassword(account!.passwordHash, "Aundh-Hr-Desk-2026")).toBe(true);
        expect(account!.employee).toMatchObject({ employeeId: "EMP001", firstName: "Sneha", lastName: "Patil" });
        const events = (await listAudit(database.db)).map(
          (entry) => `${entry.event} ${entry.subject} ${(entry.details as { via?: string }).via}`,
        );
        expect(events).toEqual(
          expect.arrayContaining([
            `account.created sneha.patil@${domain} cli`,
            `password.changed sneha.patil@${domain} cli`,
            `account.deactivated sneha.patil@${domain} cli`,
          ]),
        );
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it(
    "refuses bad input with a clear message and a non-zero exit",
    async () => {
      const cases: [string[], number, string][] = [
        [
          ["create", "--role", "employee", "--email", "ravi@gmail.com", "--password", "Kharadi-Leads-2025"],
          1,
          `Only @${domain} email addresses are allowed`,
        ],
        [["create", "--role", "boss", "--email", `ravi@${domain}`, "--password", "Kharadi-Leads-2025"], 1, 'Unknown role "boss"'],
        [["create", "--role", "employee", "--email", `ravi@${domain}`, "--password", "password123"], 1, "This password is too common"],
        [
          ["create", "--role", "employee", "--email", `ravi@${domain}`, "--password", "short"],
          1,
          "Password must be at least 10 characters",
        ],
        [
          ["create", "--role", "employee", "--email", `ravi@${domain}`, "--password", " ".repeat(10)],
          1,
          "Password must not be only spaces",
        ],
        [
          ["create", "--role", "employee", "--email", `ravi@${domain}`, "--password", "z".repeat(12)],
          1,
          "Password must not be one character repeated",
        ],
        [["set-password", "--email", `sneha.patil@${domain}`, "--password", " ".repeat(16)], 1, "Password must not be only spaces"],
        [["create", "--role", "employee", "--email", `ravi@${domain}`], 2, "Missing --password"],
        [["set-password", "--email", `nobody@${domain}`, "--password", "Kharadi-Leads-2025"], 1, `No account for nobody@${domain}`],
        [["frobnicate"], 2, 'Unknown command "frobnicate"'],
        [["create", "--colour", "blue"], 2, "Unknown option '--colour'"],
        [[], 2, "Missing command"],
      ];
      for (const [args, code, message] of cases) {
        const result = await inProcess(...args);
        expect(result.code, args.join(" ")).toBe(code);
        expect(result.output, args.join(" ")).toContain(message);
      }
    },
    SLOW,
  );

  it(
    "stops with a clear message while the server holds the embedded database",
    async () => {
      const release = lockDataDir(dataDir, "the server");
      try {
        const busy = await users("list");
        expect(busy.code).toBe(1);
        expect(busy.stderr).toContain(`is in use by the server (pid ${process.pid})`);
        expect(busy.stderr).toContain("stop the server first");
      } finally {
        release();
      }
    },
    SLOW,
  );
});
