import { parseArgs } from "node:util";
import { emailDomainOf } from "../auth/email-domain";
import { ConfigError, loadConfig } from "../config";
import type { Database } from "../db/client";
import { openDatabase } from "../db/open-database";
import { DataDirBusyError, lockDataDir } from "../db/data-dir-lock";
import { AccountError, createStaffAccount, deactivateAccount, listStaffAccounts, setAccountPassword } from "../modules/users/service";

export const USAGE = `Staff accounts.

  npm run users -- create --role <admin|hr|employee> --email <address> --password <password> [--first-name X --last-name Y]
  npm run users -- set-password --email <address> --password <password>
  npm run users -- deactivate --email <address>
  npm run users -- list

Uses the same DATABASE_URL / DATA_DIR as the server. With the embedded database (no DATABASE_URL)
stop the server first: PGlite allows one process at a time.`;

export class UsageError extends Error {}

interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

type Flags = Partial<Record<"role" | "email" | "password" | "first-name" | "last-name", string>>;

function need(flags: Flags, names: (keyof Flags)[]): void {
  // A password given as spaces is not missing: the password rules answer it with their own message.
  const missing = names.filter((name) => (name === "password" ? !flags[name] : !flags[name]?.trim()));
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(", ")}`);
}

function parse(argv: string[]): { command: string | undefined; flags: Flags; help: boolean } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        role: { type: "string" },
        email: { type: "string" },
        password: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}"`);
    return { command: positionals[0], flags: values, help: values.help === true };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError((error as Error).message);
  }
}

const commands = {
  create: ["role", "email", "password"],
  "set-password": ["email", "password"],
  deactivate: ["email"],
  list: [],
} as const satisfies Record<string, (keyof Flags)[]>;

async function run(database: Database, domain: string, command: keyof typeof commands, flags: Flags, io: Output): Promise<void> {
  const actor = { via: "cli" as const };
  const db = database.db;
  if (command === "create") {
    const account = await createStaffAccount(
      db,
      domain,
      { role: flags.role!, email: flags.email!, password: flags.password!, firstName: flags["first-name"], lastName: flags["last-name"] },
      actor,
    );
    const link = account.employee ? `, employee record ${account.employee.employeeId}` : "";
    io.out(`Created ${account.role} account ${account.email} (${account.name}${link}).`);
  } else if (command === "set-password") {
    await setAccountPassword(db, domain, { email: flags.email!, password: flags.password! }, actor);
    io.out(`Password set for ${flags.email!.trim().toLowerCase()}; its sessions were signed out.`);
  } else if (command === "deactivate") {
    await deactivateAccount(db, domain, { email: flags.email! }, actor);
    io.out(`Deactivated ${flags.email!.trim().toLowerCase()}; its sessions were signed out.`);
  } else {
    const accounts = await listStaffAccounts(db);
    if (accounts.length === 0) return io.out("No staff accounts yet.");
    const rows = accounts.map((account) => [
      account.email,
      account.role,
      account.isActive ? "active" : "inactive",
      account.employee?.employeeId ?? "-",
      account.name,
      account.lastLoginAt ? account.lastLoginAt.toISOString().slice(0, 16).replace("T", " ") : "never",
    ]);
    const header = ["EMAIL", "ROLE", "STATUS", "EMPLOYEE", "NAME", "LAST LOGIN (UTC)"];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    for (const row of [header, ...rows])
      io.out(
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join("  ")
          .trimEnd(),
      );
  }
}

/** Runs `npm run users -- ...`; returns the process exit code (0 ok, 1 bad input or failure, 2 usage). */
export async function usersCommand(argv: string[], env: NodeJS.ProcessEnv, io: Output): Promise<number> {
  let database: Database | undefined;
  let release = () => undefined as void;
  try {
    const { command, flags, help } = parse(argv);
    if (help || command === "help") {
      io.out(USAGE);
      return 0;
    }
    if (!command) throw new UsageError("Missing command");
    if (!(command in commands)) throw new UsageError(`Unknown command "${command}"`);
    const name = command as keyof typeof commands;
    need(flags, [...commands[name]]);
    const config = loadConfig(env);
    if (!config.DATABASE_URL) release = lockDataDir(config.DATA_DIR, "the account command");
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await database.migrate();
    await run(database, emailDomainOf(config), name, flags, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`Error: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AccountError || error instanceof ConfigError || error instanceof DataDirBusyError) {
      io.err(`Error: ${error.message}`);
      return 1;
    }
    io.err(`Error: ${(error as Error).message ?? String(error)}`);
    return 1;
  } finally {
    await database?.close();
    release();
  }
}
