import { createHash, randomBytes } from "node:crypto";
import { eq, inArray, lt, or } from "drizzle-orm";
import type { Portal } from "@/shared/contract/auth";
import type { SessionPolicy } from "@/shared/domain/session-expiry";
import type { Db } from "../db/client";
import { employees, separations, sessions, staffAccounts } from "../db/schema";
import type { AccountWithEmployee } from "./account-store";

/** 256 random bits, URL-safe base64 (43 characters). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored, so a copy of the database does not hand out live sessions. */
export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

export interface StoredSession {
  idHash: string;
  portal: Portal;
  createdAt: Date;
  lastSeenAt: Date;
  account: AccountWithEmployee;
  /** A leaver's last working day (null: none): the session ends after it (docs/product.md section 10.6.4). */
  lastWorkingDay?: string | null;
}

/**
 * Creates a session and returns its id (the only time the raw id exists on the server). `openedAt`
 * keeps the absolute deadline of a session that is only given a new id.
 */
export async function createSession(db: Db, accountId: number, portal: Portal, now: Date, openedAt = now): Promise<string> {
  const id = newSessionId();
  await db.insert(sessions).values({ idHash: hashSessionId(id), accountId, portal, createdAt: openedAt, lastSeenAt: now });
  return id;
}

/** Loads the sessions behind the given raw ids with their accounts (one query). */
export async function loadSessions(db: Db, ids: string[]): Promise<StoredSession[]> {
  const hashes = [...new Set(ids.filter((id) => SESSION_ID_PATTERN.test(id)).map(hashSessionId))];
  if (hashes.length === 0) return [];
  const rows = await db
    .select({ session: sessions, account: staffAccounts, employee: employees, lastWorkingDay: separations.lastWorkingDay })
    .from(sessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, sessions.accountId))
    .leftJoin(employees, eq(employees.id, staffAccounts.employeeRecordId))
    .leftJoin(separations, eq(separations.employeeRecordId, staffAccounts.employeeRecordId))
    .where(inArray(sessions.idHash, hashes));
  return rows.map((row) => ({
    idHash: row.session.idHash,
    portal: row.session.portal,
    createdAt: row.session.createdAt,
    lastSeenAt: row.session.lastSeenAt,
    account: { ...row.account, employee: row.employee },
    lastWorkingDay: row.lastWorkingDay,
  }));
}

export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

export async function revokeSessions(db: Db, idHashes: string[]): Promise<void> {
  if (idHashes.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.idHash, idHashes));
}

/** Ends every session of an account; answers how many there were. */
export async function revokeAccountSessions(db: Db, accountId: number): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.accountId, accountId)).returning({ idHash: sessions.idHash });
  return rows.length;
}

/** Drops sessions past either deadline (housekeeping; expired sessions are refused anyway). */
export async function pruneSessions(db: Db, policy: SessionPolicy, now: Date): Promise<void> {
  const idleFloor = new Date(now.getTime() - policy.idleMinutes * 60 * 1000);
  const absoluteFloor = new Date(now.getTime() - policy.maxHours * 60 * 60 * 1000);
  await db.delete(sessions).where(or(lt(sessions.lastSeenAt, idleFloor), lt(sessions.createdAt, absoluteFloor)));
}
