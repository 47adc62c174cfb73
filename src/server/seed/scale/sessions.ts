import type { Portal } from "@/shared/contract/auth";
import { hashSessionId, newSessionId } from "../../auth/session-store";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { bulkInsert } from "./bulk";

/**
 * Signed-in sessions for many accounts at once, stored exactly as a login stores them (session-store.ts
 * createSession: only the SHA-256 of the id), without an argon2 verification per person. Answers the raw ids,
 * in the order of `accountIds`. For the bench's morning rush: 2,000 logins would measure argon2, not check-ins.
 */
export async function createSessions(db: Db, accountIds: number[], portal: Portal, now: Date): Promise<string[]> {
  const ids = accountIds.map(() => newSessionId());
  await bulkInsert(
    db,
    sessions,
    accountIds.map((accountId, i) => ({ idHash: hashSessionId(ids[i]!), accountId, portal, createdAt: now, lastSeenAt: now })),
  );
  return ids;
}
