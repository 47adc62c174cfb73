import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AccountError, createStaffAccount } from "./service";
import { countActiveAdmins } from "../../auth/account-store";
import { emailDomainOf } from "../../auth/email-domain";
import { generatePassword } from "../../auth/passwords";
import { uniqueViolation } from "../../db/unique-violation";

export class BootstrapError extends Error {}

/**
 * First start (docs/architecture.md section 10): when there is no active admin, create one from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or with a generated strong password that is printed this once.
 */
export async function bootstrapAdmin(
  db: Db,
  config: Config,
  print: (text: string) => void = console.log,
): Promise<{ created: false } | { created: true; email: string; generatedPassword: string | null }> {
  if ((await countActiveAdmins(db)) > 0) return { created: false };
  const domain = emailDomainOf(config);
  const email = config.ADMIN_EMAIL ?? `admin@${domain}`;
  const generatedPassword = config.ADMIN_PASSWORD ? null : generatePassword();
  try {
    await createStaffAccount(
      db,
      domain,
      { role: "admin", email, password: config.ADMIN_PASSWORD ?? generatedPassword! },
      { via: "bootstrap" },
    );
  } catch (error) {
    // Another instance starting on the same PostgreSQL created it a moment earlier (caught by the unique index,
    // or by the address check when its row committed between our count and our insert): nothing to do.
    if ((uniqueViolation(error) !== undefined || error instanceof AccountError) && (await countActiveAdmins(db)) > 0)
      return { created: false };
    if (!(error instanceof AccountError)) throw error;
    throw new BootstrapError(
      `No active admin account exists and the first one could not be created (${email}): ${error.message}. ` +
        "Fix ADMIN_EMAIL / ADMIN_PASSWORD, or stop the server and use `npm run users -- create --role admin ...`.",
    );
  }
  const lines = [
    "",
    "=".repeat(72),
    " First admin account created",
    `   email:    ${email}`,
    generatedPassword
      ? `   password: ${generatedPassword}\n   This password is shown only now. Log in at /login (Admin card) and change it.`
      : "   password: the value of ADMIN_PASSWORD",
    "=".repeat(72),
    "",
  ];
  print(lines.join("\n"));
  return { created: true, email, generatedPassword };
}
