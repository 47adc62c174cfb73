import { once } from "node:events";
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";

/** backups/prasthan-realty-2026-11-26T21-30-05Z.jsonl.gz: sorts by time, safe in every file system. */
export const backupFileName = (at: Date) => `prasthan-realty-${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z.jsonl.gz`;

/**
 * Writes the lines `produce` gives, gzipped, to a new timestamped file in `folder` (created owner-only,
 * the file 0600: it holds everything the database holds). The file gets its name only when complete and
 * ending with the dump's end line, so a failed backup never looks like a good one.
 */
export async function writeBackupFile(
  folder: string,
  produce: (write: (line: string) => Promise<void> | void) => Promise<void>,
  at = new Date(),
): Promise<string> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = resolve(join(folder, backupFileName(at)));
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  let last = "";
  try {
    await produce((line) => {
      last = line;
      if (!gzip.write(`${line}\n`)) return once(gzip, "drain").then(() => undefined);
    });
    if (!last.startsWith('{"end":')) throw new Error("the dump stopped before its end");
    gzip.end();
    await once(out, "close");
    renameSync(partial, file);
    return file;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The lines of a backup file. */
export function readBackupLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}
