import { once } from "node:events";
import { existsSync, rmSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Database } from "../db/client";
import { writeDump } from "./dump";

/**
 * The embedded database is one process's (db/data-dir-lock.ts), so `npm run backup` asks the running server
 * for the dump through this socket in DATA_DIR: only a user who may read DATA_DIR (the database's own files)
 * can connect (the socket is created owner-only under the server's umask). Nothing listens on the network.
 */
export const backupSocketPath = (dataDir: string) => join(resolve(dataDir), "backup.sock");

const write = (socket: Socket, line: string) => (socket.write(`${line}\n`) ? undefined : once(socket, "drain"));

/** Starts answering backup requests; resolves to the function that stops it. Call only while holding DATA_DIR's lock. */
export async function serveBackups(
  dataDir: string,
  database: Database,
  keyFingerprint: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (dataDir.startsWith("memory://")) return async () => undefined;
  const path = backupSocketPath(dataDir);
  // A socket file left by a killed server: ours now (we hold the lock).
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on("error", () => undefined);
    writeDump(database.db, { database: database.kind, keyFingerprint }, (line) => write(socket, line)).then(
      () => socket.end(),
      (error: unknown) => {
        onError(error);
        socket.destroy();
      },
    );
  });
  try {
    server.listen(path);
    await once(server, "listening");
  } catch (error) {
    // Such as a DATA_DIR path too long for a socket's name: the server runs on; `npm run backup` then asks to stop it.
    onError(error);
    return async () => undefined;
  }
  return async () => {
    await new Promise((done) => server.close(done));
    rmSync(path, { force: true });
  };
}

/** Whether a running server answers backups for this DATA_DIR. */
export const backupSocketExists = (dataDir: string) => existsSync(backupSocketPath(dataDir));

/**
 * Asks the running server for a dump and passes its lines on; false when no server answers (a socket file
 * left by a killed server), before any line.
 */
export async function requestBackup(dataDir: string, onLine: (line: string) => Promise<void> | void): Promise<boolean> {
  const socket = connect(backupSocketPath(dataDir));
  try {
    await once(socket, "connect");
  } catch {
    return false;
  }
  for await (const line of createInterface({ input: socket, crlfDelay: Infinity })) await onLine(line);
  return true;
}
