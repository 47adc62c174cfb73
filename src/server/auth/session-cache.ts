import type { Db } from "../db/client";
import { dataVersionOf } from "../db/data-version";
import { hashSessionId, loadSessions, SESSION_ID_PATTERN, type StoredSession } from "./session-store";

/** Sessions kept at most; past it the oldest go first (a bound, not a tuning knob: one per signed-in person). */
const MAX_SESSIONS = 5_000;

interface Kept {
  version: number;
  session: StoredSession;
}

/**
 * The sessions behind presented ids, kept in memory between requests while the database has not changed
 * (db/data-version.ts). Any write of this process (a logout, a password change or reset, a deactivation,
 * a role change, a session touched or revoked, a separation recorded) moves the version, and every kept
 * session is read again on its next use, so a refused session is refused at once. The deadlines (idle,
 * absolute, a leaver's last day) are checked by the guard against the clock on every request, from the
 * kept times. Ids that match no session are not kept (a stranger's guesses take no memory). Where the
 * database has no version (PostgreSQL, shared by several instances) every call reads the database.
 */
export class SessionCache {
  readonly #kept = new Map<string, Kept>();

  constructor(private readonly db: Db) {}

  async load(ids: string[]): Promise<StoredSession[]> {
    const version = dataVersionOf(this.db);
    if (!version) return loadSessions(this.db, ids);
    const hashes = [...new Set(ids.filter((id) => SESSION_ID_PATTERN.test(id)).map(hashSessionId))];
    const hits = hashes.map((hash) => this.#kept.get(hash)).filter((kept) => kept?.version === version.value);
    if (hits.length === hashes.length) return hits.map((kept) => kept!.session);

    const readAt = version.value;
    const sessions = await loadSessions(this.db, ids);
    // A write during the read may or may not be in it: keep nothing read across one.
    if (version.value === readAt) for (const session of sessions) this.#keep(session, readAt);
    return sessions;
  }

  #keep(session: StoredSession, version: number): void {
    this.#kept.delete(session.idHash);
    if (this.#kept.size >= MAX_SESSIONS) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(session.idHash, { version, session });
  }
}
