import type { Portal } from "@/shared/contract/auth";
import { emailDomainOf } from "../../auth/email-domain";
import { loadConfig } from "../../config";
import { loadPiiCipher } from "../../crypto/encryption-key";
import { openDatabase } from "../../db/open-database";
import { generateScaleCompany, type ScaleCompany } from "./company";
import { createSessions } from "./sessions";

export const SCALE_PASSWORD = "Scale-Bench-Pune-2026";

export interface GeneratedDatabase {
  company: ScaleCompany;
  /** Raw session ids made for the request: admin, HR, and one employee-portal session per person (in `company.people` order). */
  sessions: { admin: string; hr: string; employees: string[] };
  seconds: number;
}

/**
 * Fills the database the server would open with `env` (DATA_DIR for PGlite, or DATABASE_URL) with a generated
 * company: migrated first, identifiers encrypted with the key that server reads (DATA_ENCRYPTION_KEY, or the
 * key file it generates in DATA_DIR), e-mails in its domain. Closes the database, so the server may open it.
 */
export async function generateIntoDatabase(
  env: Record<string, string>,
  size: { employees: number; months: number },
  now = new Date(),
  log: (line: string) => void = () => undefined,
): Promise<GeneratedDatabase> {
  const started = performance.now();
  const config = loadConfig({ ...process.env, ...env });
  const cipher = loadPiiCipher(config, log);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
  try {
    await database.migrate();
    const company = await generateScaleCompany(database.db, {
      ...size,
      cipher,
      domain: emailDomainOf(config),
      timeZone: config.BUSINESS_TIMEZONE,
      now,
      password: SCALE_PASSWORD,
    });
    const session = (ids: number[], portal: Portal) => createSessions(database.db, ids, portal, new Date());
    const [admin] = await session([company.admin.accountId], "admin");
    const [hr] = await session([company.hr.accountId], "hr");
    const employees = await session(
      company.people.map((person) => person.accountId),
      "employee",
    );
    return { company, sessions: { admin: admin!, hr: hr!, employees }, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}
