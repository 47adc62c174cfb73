import type { Db } from "../db/client";
import { dataVersionOf } from "../db/data-version";
import { hashSessionId, loadSessions, SESSION_ID_PATTERN, type StoredSession } from "./session-store";

/** Sessions kept at most; past it the oldest go first (a bound, not a tuning knob: one per signed-in person). */
const MAX_SESSIONS = 5_000;

interface Kept {
  token: string | number;
  session: StoredSession;
}

/**
 * The sessions behind presented ids, kept in memory between requests while the database has not changed
 * (db/data-version.ts: on PGlite any write of this process, on PostgreSQL any write transaction of any
 * instance). A logout, a password change or reset, a deactivation, a role change, a new login e-mail, a
 * session touched or revoked, a separation recorded: each is a write, and every kept session is read again
 * on its next use, so a refused session is refused at once. The deadlines (idle, absolute, a leaver's last day) are checked
 * by the guard against the clock on every request, from the kept times. Ids that match no session are not
 * kept (a stranger's guesses take no memory).
 */
export class SessionCache {
  readonly #kept = new Map<string, Kept>();

  constructor(private readonly db: Db) {}

  async load(ids: string[]): Promise<StoredSession[]> {
    const version = dataVersionOf(this.db);
    if (!version) return loadSessions(this.db, ids);
    // Taken after the request arrived and before anything is read: what was read under it is current.
    const token = await version.token();
    const hashes = [...new Set(ids.filter((id) => SESSION_ID_PATTERN.test(id)).map(hashSessionId))];
    const hits = hashes.map((hash) => this.#kept.get(hash)).filter((kept) => kept?.token === token);
    if (hits.length === hashes.length) return hits.map((kept) => kept!.session);

    const sessions = await loadSessions(this.db, ids);
    for (const session of sessions) this.#keep(session, token);
    return sessions;
  }

  #keep(session: StoredSession, token: string | number): void {
    this.#kept.delete(session.idHash);
    if (this.#kept.size >= MAX_SESSIONS) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(session.idHash, { token, session });
  }
}
