import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Group and other get nothing: new files are 0600 and new folders 0700. */
const OWNER_ONLY_UMASK = 0o077;

/**
 * From now on every file and folder this process creates is owner-only. The embedded database's files
 * (the WAL included) hold password hashes, home addresses and leave reasons. A worker thread
 * cannot change the umask; there the modes are still fixed at every start (tightenDataDir).
 */
export function ownerOnlyUmask(): void {
  try {
    process.umask(OWNER_ONLY_UMASK);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION: the main thread's umask applies.
  }
}

/** Creates DATA_DIR (and any missing parent) as 0700, after making the process umask owner-only. */
export function createDataDir(dataDir: string): void {
  ownerOnlyUmask();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
}

/**
 * Takes group and other permissions away from DATA_DIR and everything in it: folders become 0700 and
 * files 0600 (symbolic links are left alone, never followed). A folder left by an older version (0755,
 * files 0666 under umask 0022) is fixed once. `changed` counts the entries it fixed; `skipped` those it
 * could not read or change (not this user's, such as a volume's lost+found), which it leaves as they are.
 */
export function tightenDataDir(dataDir: string): { changed: number; skipped: number } {
  let changed = 0;
  let skipped = 0;
  const visit = (path: string) => {
    try {
      const stats = lstatSync(path);
      if (stats.isSymbolicLink()) return;
      if ((stats.mode & 0o077) !== 0) {
        chmodSync(path, stats.isDirectory() ? 0o700 : 0o600);
        changed += 1;
      }
      if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    } catch (error) {
      if (path === dataDir) throw error;
      skipped += 1;
    }
  };
  visit(dataDir);
  return { changed, skipped };
}

/** The embedded database is busy: another process (the server, or the account command) has it open. */
export class DataDirBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is a single-process database: two processes writing one data folder would corrupt it, and
 * PGlite itself does not notice. This lock file makes the second process stop with a clear message.
 * Returns the release function (also run on exit). No-op for in-memory databases.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  if (dataDir.startsWith("memory://")) return () => undefined;
  createDataDir(dataDir);
  const file = join(dataDir, ".app.lock");
  const mine = JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() });
  try {
    writeFileSync(file, mine, { flag: "wx" });
  } catch {
    let other: { pid?: number; holder?: string } = {};
    try {
      other = JSON.parse(readFileSync(file, "utf8")) as typeof other;
    } catch {
      // unreadable lock: treat as stale
    }
    if (other.pid && other.pid !== process.pid && alive(other.pid)) {
      throw new DataDirBusyError(
        `The embedded database in ${dataDir} is in use by ${other.holder ?? "another process"} (pid ${other.pid}). ` +
          "PGlite allows one process at a time: stop the server first (or set DATABASE_URL to use PostgreSQL), then try again. " +
          `(If no such process is running, delete the stale lock file ${file}.)`,
      );
    }
    writeFileSync(file, mine);
  }
  const release = () => {
    process.removeListener("exit", release);
    try {
      if ((JSON.parse(readFileSync(file, "utf8")) as { pid?: number }).pid === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}
