import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { bootstrapAdmin, BootstrapError } from "./modules/users/bootstrap";
import { sessionPolicy } from "./auth/options";
import { pruneSessions } from "./auth/session-store";
import { ConfigError, loadConfig } from "./config";
import { EncryptionKeyError, loadPiiCipher } from "./crypto/encryption-key";
import { openDatabase } from "./db/open-database";
import { serveBackups } from "./backup/control-socket";
import { encryptionKeyOf, keyFingerprint } from "./backup/key-fingerprint";
import { DataDirBusyError, lockDataDir, ownerOnlyUmask } from "./db/data-dir-lock";
import { loadDemoData } from "./seed/demo-data";
import { pruneRateLimits } from "./http/rate-limit";
import { startDelivery } from "./mail/delivery";
import { smtpSender } from "./mail/sender";

const siteRoot = fileURLToPath(new URL("../../dist/client", import.meta.url));

const SEED_ONLY = "--seed-demo-only";

/**
 * The demo's year of records is generated in a child process that opens the database, loads them and exits,
 * before this one opens it: generating them here would leave their memory in the server's resident size
 * for as long as it runs (about 150 MB on PGlite), and the server's memory should be what serving takes.
 */
async function seedDemoInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, SEED_ONLY], { env: process.env, stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new DemoSeedError(`Loading the demo data failed (exit ${code}): see above`);
}

class DemoSeedError extends Error {}

async function main(): Promise<void> {
  const config = loadConfig();
  const seedOnly = process.argv.includes(SEED_ONLY);
  // `npm run demo` passes --demo; DEMO_DATA=1 does the same.
  const demo = config.DEMO_DATA || process.argv.includes("--demo");
  if (demo && !seedOnly) await seedDemoInChildProcess();
  // Everything the server writes into DATA_DIR (the key, the lock, the embedded database and its WAL)
  // is owner-only: 0700 folders, 0600 files. openPglite also fixes a folder left with wider modes.
  ownerOnlyUmask();
  // The key for personal identifiers is settled before anything is stored: generated once into
  // DATA_DIR, or required on PostgreSQL in production (docs/product.md section 10.7).
  const cipher = loadPiiCipher(config);
  const releaseLock = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR, "the server");
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await bootstrapAdmin(database.db, config);
  if (seedOnly) {
    await loadDemoData(database.db, config, cipher);
    await database.close();
    releaseLock();
    process.exit(0);
  }
  const app = await buildApp({ config, database, siteRoot, cipher, siteInMemory: true });
  // `npm run backup` asks the running server for the embedded database's snapshot (backup/control-socket.ts).
  const stopBackups =
    database.kind === "pglite"
      ? await serveBackups(config.DATA_DIR, database, keyFingerprint(encryptionKeyOf(config)!), (error) =>
          app.log.error({ err: error }, "backup failed"),
        )
      : async () => undefined;

  const prune = () => {
    void pruneRateLimits(database.db).catch(() => undefined);
    void pruneSessions(database.db, sessionPolicy(config), new Date()).catch(() => undefined);
  };
  const pruneTimer = setInterval(prune, 60 * 60 * 1000);
  pruneTimer.unref();

  // The outbox's delivery loop (docs/product.md section 11): without SMTP_URL it marks messages 'unconfigured'.
  const delivery = startDelivery({
    db: database.db,
    sender: smtpSender(config),
    onError: (error) => app.log.error({ err: error }, "e-mail delivery round failed"),
  });
  if (!config.SMTP_URL) app.log.info("e-mail: no SMTP_URL, messages stay in the outbox as 'not sent: no mail server configured'");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: draining requests");
    clearInterval(pruneTimer);
    try {
      // A keep-alive connection whose request was in flight when close() began goes idle afterwards and would stay
      // open for its 72-second timeout, holding the exit: each is closed as soon as it is idle.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close(); // stops accepting, waits for in-flight requests
      clearInterval(closeIdle);
      await delivery.stop(); // after the message being sent; the rest of its batch stays due
      await stopBackups(); // after a backup being written
      await database.close(); // CHECKPOINT and close (PGlite) or end the pool
      releaseLock();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  // Connections waiting to be accepted: a morning's check-ins come in by the thousand (scripts/bench/rush.ts);
  // past Node's default of 511 the kernel drops new connections and phones time out.
  await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
  app.log.info(`database: ${database.kind}${database.kind === "pglite" ? ` in ${config.DATA_DIR}` : ""}`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof BootstrapError ||
    error instanceof DataDirBusyError ||
    error instanceof EncryptionKeyError ||
    error instanceof DemoSeedError
  ) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});
