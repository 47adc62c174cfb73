import { emailDomainOf } from "../auth/email-domain";
import type { Config } from "../config";
import { DEMO_ACCOUNTS, ensureDemoAccounts } from "./demo-accounts";
import { loadDemoPeople } from "./demo-people";
import { loadDemoRecords } from "./demo-records";
import type { PiiCipher } from "../crypto/pii-cipher";
import type { Db } from "../db/client";

/**
 * `npm run demo` / DEMO_DATA=1: demo accounts for the three roles, about 25 employees with full records
 * and accounts, and demo projects, job openings, inquiries and subscribers (each loaded only into an empty table). Loud in production: generated passwords and a warning, never silently.
 */
export async function loadDemoData(db: Db, config: Config, cipher: PiiCipher, print: (text: string) => void = console.log): Promise<void> {
  const production = config.NODE_ENV === "production";
  const accounts = await ensureDemoAccounts(db, emailDomainOf(config), { production });
  await loadDemoRecords(db, new Date());
  await loadDemoPeople(db, cipher, emailDomainOf(config), new Date());
  const lines = ["", "=".repeat(72), " Demo data loaded (DEMO_DATA=1 / npm run demo)"];
  if (production) lines.push(" WARNING: NODE_ENV=production. Demo accounts are real logins: deactivate them when done.");
  for (const account of accounts) {
    const known = !production ? DEMO_ACCOUNTS.find((demo) => demo.role === account.role)?.password : null;
    const password = account.password ?? (known ? `${known} (unless changed since)` : "(set when first created)");
    lines.push(`   ${account.role.padEnd(8)} ${account.email.padEnd(40)} ${password}`);
  }
  lines.push("=".repeat(72), "");
  print(lines.join("\n"));
}
