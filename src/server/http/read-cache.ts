import type { FastifyReply, FastifyRequest } from "fastify";
import { staffOf } from "../auth/guard";
import type { Db } from "../db/client";
import { dataVersionOf } from "../db/data-version";

/** How long an answer is kept at most: the lists that depend on the clock ("today", the last 30 days) are late by no more. */
export const READ_CACHE_MS = 1_000;
/** Answers kept at most; past it the oldest go first. */
const MAX_ANSWERS = 1_000;

/** An answer as sent: its JSON text and the headers that go with it (a page's X-Total-Count). */
export interface SentAnswer {
  body: string | ArrayBuffer | Buffer;
  headers: Record<string, string>;
}

interface Kept {
  token: string | number;
  at: number;
  answer: Promise<unknown>;
  /** The answer's JSON text, made once by the route's serializer (its response schema checked once). */
  sent?: Promise<SentAnswer>;
}

/** What a route sends for an answer: the body its response schema describes, and any headers. */
export type Shape<T> = (answer: T) => { body: unknown; headers?: Record<string, string> };
const asIs: Shape<unknown> = (answer) => ({ body: answer });

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
    const kept = await this.#entry(request, compute);
    return kept ? (kept.answer as Promise<T>) : compute();
  }

  /**
   * Like read, and sends the answer: every request a kept answer serves gets the same JSON text, made by the
   * route's own serializer for the first of them, so the rest skip the response schema and JSON.stringify.
   */
  async send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
    shape: Shape<T> = asIs as Shape<T>,
  ): Promise<FastifyReply> {
    const kept = await this.#entry(request, compute);
    if (!kept) {
      const { body, headers = {} } = shape(await compute());
      return reply.headers(headers).send(body);
    }
    kept.sent ??= kept.answer.then((answer) => {
      const { body, headers = {} } = shape(answer as T);
      return { body: reply.serialize(body), headers };
    });
    const { body, headers } = await kept.sent;
    return reply.headers(headers).type("application/json; charset=utf-8").send(body);
  }

  /** The kept answer for this request, read now if there is none or it is stale; undefined when caching is off. */
  async #entry(request: FastifyRequest, compute: () => Promise<unknown>): Promise<Kept | undefined> {
    const version = dataVersionOf(this.db);
    if (!version) return undefined;
    const { account, portal } = staffOf(request);
    const key = JSON.stringify([account.id, portal, account.role, request.routeOptions.url, request.url]);
    const token = await version.token();
    const now = this.now().getTime();
    const kept = this.#kept.get(key);
    const fresh = kept !== undefined && now >= kept.at && now - kept.at < READ_CACHE_MS;
    if (fresh && kept.token === token) return kept;

    const answer = compute();
    const entry: Kept = { token, at: now, answer };
    this.#keep(key, entry);
    answer.catch(() => this.#forget(key, answer));
    return entry;
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
