/**
 * The end-to-end database: a fresh embedded database in DATA_DIR (default .e2e-data/template) with the
 * known test accounts of tests/e2e/support/accounts.ts and the demo records. Playwright's global set-up
 * (tests/e2e/support/global-setup.ts) makes it once; each worker then serves its own copy of it
 * (tests/e2e/support/test.ts). With --serve it also starts the server on it, for trying specs by hand:
 *   PORT=5100 DATA_DIR=.e2e-data/mine tsx scripts/e2e-server.ts --serve
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { e2eAccounts } from "../tests/e2e/support/accounts";
import { emailDomainOf } from "../src/server/auth/email-domain";
import { loadConfig } from "../src/server/config";
import { openPglite } from "../src/server/db/pglite-client";
import { lockDataDir } from "../src/server/db/data-dir-lock";
import { createStaffAccount } from "../src/server/modules/users/service";
import { loadPiiCipher } from "../src/server/crypto/encryption-key";
import { loadDemoPeople } from "../src/server/seed/demo-people";
import { loadDemoInquiries, loadDemoProjects, loadDemoSubscribers } from "../src/server/seed/demo-records";

process.env.DATA_DIR ??= ".e2e-data/template";
delete process.env.DATABASE_URL;
const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
if (dataDir === resolve("data")) throw new Error("Refusing to wipe ./data: point DATA_DIR at a test folder");

rmSync(dataDir, { recursive: true, force: true });
const release = lockDataDir(dataDir, "the end-to-end set-up");
// The key file the server will find again when it starts on this folder (or a copy of it).
const cipher = loadPiiCipher(config, () => undefined);
const database = await openPglite(dataDir);
await database.migrate();
const domain = emailDomainOf(config);
for (const account of Object.values(e2eAccounts)) {
  await createStaffAccount(database.db, domain, account, { via: "cli" });
}
// Demo projects, inquiries, subscribers and people give the admin specs lists longer than a panel shows. No demo
// openings: the public careers specs expect the built-in ones (the job specs close what they post).
const now = new Date();
await loadDemoProjects(database.db, now);
await loadDemoInquiries(database.db, now);
await loadDemoSubscribers(database.db, now);
// Demo people with full records (the e2e HR and employee accounts' records among them) for the people specs.
await loadDemoPeople(database.db, cipher, domain, now);
await database.close();
release();
console.log(`e2e: ${Object.keys(e2eAccounts).length} staff accounts ready in ${dataDir}`);

if (process.argv.includes("--serve")) await import("../src/server/main");
