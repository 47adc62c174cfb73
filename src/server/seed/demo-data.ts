import { emailDomainOf } from "../auth/email-domain";
import type { Config } from "../config";
import { ensureDemoAccounts } from "./demo-accounts";
import { loadDemoAttendance } from "./demo-attendance";
import { loadDemoHolidays } from "./demo-holidays";
import { loadDemoOpeningFigures } from "./demo-opening-figures";
import { loadDemoPayroll } from "./demo-payroll";
import { loadDemoPeople } from "./demo-people";
import { loadDemoPolicies } from "./demo-policies";
import { loadDemoTaxDeclarations } from "./demo-tax-declarations";
import { loadDemoRecords } from "./demo-records";
import { DEMO_ACCOUNTS, emailOf } from "./roster";
import type { PiiCipher } from "../crypto/pii-cipher";
import type { Db } from "../db/client";
import { loadSettings, saveSettings } from "../modules/settings/store";

/**
 * `npm run demo` / DEMO_DATA=1: demo accounts for the three roles, about 25 employees with full records
 * and accounts, and demo projects, job openings, inquiries, subscribers, HR policies, the attendance and leave of
 * the current month and the three before it, those three months finalised and paid, the year's payroll opening
 * figures for the months before (each loaded only into an empty table) and the holidays of the years the
 * history covers (unless a year has some), and a company account the salaries are paid from (unless one is set), so the
 * bank file downloads. Loud in production: generated passwords and a warning, never silently.
 */
export async function loadDemoData(db: Db, config: Config, cipher: PiiCipher, print: (text: string) => void = console.log): Promise<void> {
  const production = config.NODE_ENV === "production";
  const domain = emailDomainOf(config);
  const accounts = await ensureDemoAccounts(db, domain, { production });
  await loadDemoRecords(db, new Date());
  await loadDemoPeople(db, cipher, domain, new Date());
  await loadDemoTaxDeclarations(db, new Date(), config.BUSINESS_TIMEZONE, domain);
  await loadDemoPolicies(db, new Date());
  await loadDemoHolidays(db, new Date(), config.BUSINESS_TIMEZONE);
  await loadDemoAttendance(db, new Date(), config.BUSINESS_TIMEZONE);
  // The months of the financial year before the attendance history, as the previous payroll paid them.
  const hr = DEMO_ACCOUNTS.find((demo) => demo.role === "hr");
  await loadDemoOpeningFigures(db, new Date(), config.BUSINESS_TIMEZONE, hr ? emailOf(hr, domain) : null);
  // The whole months of that history, finalised and paid as HR would have done it.
  await loadDemoPayroll(db, new Date(), config.BUSINESS_TIMEZONE, hr ? emailOf(hr, domain) : null);
  await loadDemoDebitAccount(db);
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

/** The bank file needs the company's debit account (docs/product.md section 9.14.1): a demo HDFC current account. */
async function loadDemoDebitAccount(db: Db): Promise<void> {
  const settings = await loadSettings(db);
  if (settings.debitAccountNumber) return;
  await saveSettings(db, { ...settings, debitAccountNumber: "50200012345678", debitIfsc: "HDFC0000240" }, new Date());
}
