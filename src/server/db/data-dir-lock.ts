import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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
  mkdirSync(dataDir, { recursive: true });
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
