import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import type { Db } from "./client";

/**
 * Tells whether the database may have changed: two equal tokens mean no write was committed between them.
 * The session cache (auth/session-cache.ts) and the list cache (http/read-cache.ts) keep what they read
 * with the token taken before reading it, and serve it only while a token taken after the request arrived
 * is still the same.
 */
export interface ChangeToken {
  token(): Promise<string | number>;
}

/**
 * PGlite: a number that moves whenever this process may have changed the database: every statement that
 * is not a plain SELECT, and every transaction, moves it when it ends (committed or not), before its
 * caller goes on. A PGlite folder is opened by one process, so this process sees every write.
 */
export class DataVersion implements ChangeToken {
  #value = 0;

  get value(): number {
    return this.#value;
  }

  bump(): void {
    this.#value += 1;
  }

  token(): Promise<number> {
    return Promise.resolve(this.#value);
  }
}

/**
 * PostgreSQL, where other instances write too: the database's own snapshot (txid_current_snapshot(): the
 * highest finished transaction and those still running). It changes whenever any transaction that wrote,
 * on any instance, commits or ends; read-only transactions take no transaction id and leave it alone. One
 * query answers every request that arrived before it was sent: a request never takes the answer of a
 * query sent before it arrived, so a logout on another instance is seen by the next request here.
 */
export class SnapshotVersion implements ChangeToken {
  #sent: Promise<string> | undefined;
  #next: Promise<string> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  token(): Promise<string> {
    if (!this.#sent) {
      const sent = this.#query();
      this.#sent = sent;
      void sent.then(
        () => this.#settle(sent),
        () => this.#settle(sent),
      );
      return sent;
    }
    this.#next ??= this.#sent.then(
      () => this.#following(),
      () => this.#following(),
    );
    return this.#next;
  }

  #settle(sent: Promise<string>): void {
    if (this.#sent === sent) this.#sent = undefined;
  }

  #following(): Promise<string> {
    this.#next = undefined;
    return this.token();
  }

  async #query(): Promise<string> {
    const result = await this.pool.query<{ snapshot: string }>("select txid_current_snapshot()::text as snapshot");
    return result.rows[0]!.snapshot;
  }
}

const versions = new WeakMap<object, ChangeToken>();

/** How to tell whether the database behind `db` changed; undefined when it cannot be told (caches off). */
export function dataVersionOf(db: Db): ChangeToken | undefined {
  return versions.get(db);
}

export function registerDataVersion(db: Db, version: ChangeToken): void {
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
    isPlainRead(sql)
      ? query(sql, ...rest)
      : after(
          version,
          () => query(sql, ...rest),
          (result) => COUNTED.test(sql) && result.affectedRows === 0,
        )) as PGlite["query"];
  client.exec = ((sql: string, ...rest: unknown[]) =>
    isPlainRead(sql) ? exec(sql, ...rest) : after(version, () => exec(sql, ...rest))) as PGlite["exec"];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    after(version, () => transaction(callback))) as PGlite["transaction"];
}
