import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { Db } from "./client";

/**
 * A number that changes whenever this process may have changed the database: every statement that is
 * not a plain SELECT, and every transaction, moves it when it ends (committed or not), before its caller
 * goes on. What is read while the number stays the same cannot have missed a write of this
 * process, which is what the session cache (auth/session-cache.ts) and the list cache
 * (http/read-cache.ts) rely on: they keep an answer only if the number did not move while it was read,
 * and serve it only while the number is still the same.
 *
 * Only PGlite registers one (pgliteDatabase in db/client.ts): a PGlite folder is opened by one process,
 * so this process sees every write. On PostgreSQL other instances write too, so nothing is registered and
 * both caches stay off there (docs/architecture.md).
 */
export class DataVersion {
  #value = 0;

  get value(): number {
    return this.#value;
  }

  bump(): void {
    this.#value += 1;
  }
}

const versions = new WeakMap<object, DataVersion>();

/** The version of the database behind `db`, or undefined when its writes cannot all be seen here. */
export function dataVersionOf(db: Db): DataVersion | undefined {
  return versions.get(db);
}

export function registerDataVersion(db: Db, version: DataVersion): void {
  versions.set(db, version);
}

/** A plain read: SELECT without a data-modifying part (a CTE may hold an INSERT, so WITH counts as a write). */
export function isPlainRead(sql: string): boolean {
  return /^\s*select\b/i.test(sql) && !/\b(insert|update|delete|merge)\b/i.test(sql.replace(/'(?:[^']|'')*'/g, "''"));
}

/** An INSERT, UPDATE or DELETE that reports how many rows it changed (a WITH in front may hide another). */
const COUNTED = /^\s*(insert|update|delete)\b/i;

/**
 * Runs a write and moves the version once it has ended, before its caller goes on: a read that ran before
 * the write holds the old version and is no longer served; a read that ran after it is only dropped too
 * (conservative). PGlite runs one statement at a time, so no read runs while the write does. A counted
 * statement that changed no row (the mail loop's claim when nothing is due) changed nothing: no move.
 */
async function after<T>(version: DataVersion, run: () => Promise<T>, changedNothing: (result: T) => boolean = () => false): Promise<T> {
  let result: { value: T } | undefined;
  try {
    result = { value: await run() };
    return result.value;
  } finally {
    if (!result || !changedNothing(result.value)) version.bump();
  }
}

/**
 * Makes `client` move `version` on every write (query, exec, transaction: the ways drizzle and the
 * migrator reach PGlite). Patched on the instance, so every holder of this client is covered.
 */
export function watchPgliteWrites(client: PGlite, version: DataVersion): void {
  const query = client.query.bind(client) as (sql: string, ...rest: unknown[]) => Promise<{ affectedRows?: number }>;
  const exec = client.exec.bind(client) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
  const transaction = client.transaction.bind(client);
  client.query = ((sql: string, ...rest: unknown[]) =>
    isPlainRead(sql) ? query(sql, ...rest) : after(version, () => query(sql, ...rest), (result) => COUNTED.test(sql) && result.affectedRows === 0)) as PGlite["query"];
  client.exec = ((sql: string, ...rest: unknown[]) => (isPlainRead(sql) ? exec(sql, ...rest) : after(version, () => exec(sql, ...rest)))) as PGlite["exec"];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => after(version, () => transaction(callback))) as PGlite["transaction"];
}
