import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/open-database";
import { DataDirBusyError, lockDataDir } from "../db/data-dir-lock";
import { writeBackupFile, readBackupLines } from "../backup/backup-file";
import { backupSocketExists, requestBackup } from "../backup/control-socket";
import { writeDump } from "../backup/dump";
import { encryptionKeyOf, keyFingerprint, keyPlaces } from "../backup/key-fingerprint";
import { restoreDump, RestoreError } from "../backup/restore";

interface Output {
  out(text: string): void;
  err(text: string): void;
}

class CommandError extends Error {}

function keyOf(config: ReturnType<typeof loadConfig>, doing: string): Buffer {
  const key = encryptionKeyOf(config);
  if (!key) throw new CommandError(`No encryption key found (${keyPlaces(config)}): ${doing} needs the server's key.`);
  return key;
}

/**
 * `npm run backup -- [folder]` (default ./backups): a consistent snapshot of the running or stopped server's
 * database to a new timestamped file. PostgreSQL: read directly (any number of clients). The embedded
 * database: through the running server's backup socket, or opened directly when no server runs.
 */
export async function backupCommand(args: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  try {
    const config = loadConfig(env);
    const fingerprint = keyFingerprint(keyOf(config, "a backup"));
    const folder = args[0] ?? "backups";
    const file = await writeBackupFile(folder, async (write) => {
      // With no server answering (a socket left by a killed one, or none), the database is opened here instead.
      if (!config.DATABASE_URL && backupSocketExists(config.DATA_DIR) && (await requestBackup(config.DATA_DIR, write))) return;
      if (!config.DATABASE_URL && !existsSync(join(resolve(config.DATA_DIR), "PG_VERSION")))
        throw new CommandError(`No database in DATA_DIR ${config.DATA_DIR}.`);
      const release = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR, "the backup command");
      const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log: () => undefined });
      try {
        await writeDump(database.db, { database: database.kind, keyFingerprint: fingerprint }, write);
      } finally {
        await database.close();
        release();
      }
    });
    output.out(
      `Backup written: ${file} (${(statSync(file).size / 1024).toFixed(0)} KB). Keep the encryption key (${keyPlaces(config)}) too, apart from it.`,
    );
    return 0;
  } catch (error) {
    return failed(error, output);
  }
}

/** `npm run restore -- <file>`: the backup into the empty database of DATABASE_URL or DATA_DIR, with the same key. */
export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const file = args[0];
  if (!file || !existsSync(file)) {
    output.err(file ? `No such file: ${file}` : "Usage: npm run restore -- <backup file>");
    return 2;
  }
  try {
    const config = loadConfig(env);
    const fingerprint = keyFingerprint(keyOf(config, "a restore"));
    const release = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR, "the restore command");
    try {
      const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log: () => undefined });
      try {
        const end = await restoreDump(database, readBackupLines(file), fingerprint);
        const rows = Object.values(end.rows).reduce((sum, n) => sum + n, 0);
        output.out(
          `Restored ${rows} rows of ${Object.keys(end.rows).length} tables from ${file} into ${config.DATABASE_URL ? "the PostgreSQL database" : `DATA_DIR ${config.DATA_DIR}`}.`,
        );
        return 0;
      } finally {
        await database.close();
      }
    } finally {
      release();
    }
  } catch (error) {
    return failed(error, output);
  }
}

function failed(error: unknown, output: Output): number {
  const known = [CommandError, RestoreError, ConfigError, DataDirBusyError].some((type) => error instanceof type);
  output.err(known ? (error as Error).message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
}
