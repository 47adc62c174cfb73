import type { FastifyRequest } from "fastify";
import { staffOf } from "../auth/guard";
import type { Db } from "../db/client";
import { dataVersionOf } from "../db/data-version";

/** How long an answer is kept at most: the lists that depend on the clock ("today", the last 30 days) are late by no more. */
export const READ_CACHE_MS = 1_000;
/** Answers kept at most; past it the oldest go first. */
const MAX_ANSWERS = 1_000;

interface Kept {
  token: string | number;
  at: number;
  answer: Promise<unknown>;
}

/**
 * Answers of read-only list routes kept for a second, per signed-in person (docs/architecture.md).
 * An answer is reused only for the same account, portal and role, the same route and the same full query
 * string; only while the database has not changed since before it was read (db/data-version.ts: on PGlite
 * any write of this process, through any route; on PostgreSQL any write transaction of any instance), as
 * a token taken after the request arrived shows; and for at most READ_CACHE_MS of the app's clock.
 * Requests that arrive while the same answer is being read under the same token share that read.
 */
export class ReadCache {
  readonly #kept = new Map<string, Kept>();

  /** `now` is the app's clock (tests move it): an answer is kept from its reading time for READ_CACHE_MS of it. */
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async read<T>(request: FastifyRequest, compute: () => Promise<T>): Promise<T> {
    const version = dataVersionOf(this.db);
    if (!version) return compute();
    const { account, portal } = staffOf(request);
    const key = JSON.stringify([account.id, portal, account.role, request.routeOptions.url, request.url]);
    const token = await version.token();
    const now = this.now().getTime();
    const kept = this.#kept.get(key);
    const fresh = kept !== undefined && now >= kept.at && now - kept.at < READ_CACHE_MS;
    if (fresh && kept.token === token) return kept.answer as Promise<T>;

    const answer = compute();
    this.#keep(key, { token, at: now, answer });
    answer.catch(() => this.#forget(key, answer));
    return answer;
  }

  #keep(key: string, kept: Kept): void {
    this.#kept.delete(key);
    if (this.#kept.size >= MAX_ANSWERS) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, kept);
  }

  #forget(key: string, answer: Promise<unknown>): void {
    if (this.#kept.get(key)?.answer === answer) this.#kept.delete(key);
  }
}
