import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { passwordChangeRequiredMessage, portals, type Portal, type Role } from "@/shared/contract/auth";
import { hasLeft } from "@/shared/domain/payroll/settlement/left";
import { sessionMayAct } from "@/shared/domain/portal-access";
import { isSessionExpired, shouldTouch, type SessionPolicy } from "@/shared/domain/session-expiry";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import type { Actor } from "./actor";
import { isSameOrigin, isUnsafeMethod, presentedCredentials } from "./credentials";
import { portalMemberOf } from "./records";
import type { SessionCache } from "./session-cache";
import { hashSessionId, loadSessions, revokeSessions, touchSession, type StoredSession } from "./session-store";
import type { Access, StaffPrincipal } from "./types";

export const authMessages = {
  signIn: "Please log in to continue",
  expired: "Your session has expired. Please log in again.",
  forbidden: "Your account does not have access to this area",
  crossOrigin: "Cross-origin requests are not allowed",
} as const;

const AREAS: [prefix: string, access: Access][] = [
  ["/api/admin/", "admin"],
  ["/api/hr/", "hr"],
  ["/api/employee/", "employee"],
];

/** The access rule of the matched route: its config, else its path area, else public. */
export function accessOf(request: FastifyRequest): Access {
  const configured = request.routeOptions.config?.access;
  if (configured) return configured;
  const url = request.routeOptions.url ?? "";
  return AREAS.find(([prefix]) => url.startsWith(prefix))?.[1] ?? "public";
}

/** Whether a session may act on a route: within its own portal's area (portal-access.ts); any session for "session" routes. */
function mayAct(access: Access, session: StoredSession): boolean {
  if (access === "admin" || access === "hr" || access === "employee") {
    return sessionMayAct(access, session.portal, portalMemberOf(session.account));
  }
  return true;
}

/** Which presented credential to try first: the one of the route's own portal. */
function preference(access: Access, hint: Portal | undefined): Portal[] {
  const first: Portal | undefined = access === "admin" || access === "hr" || access === "employee" ? access : hint;
  return first ? [first, ...portals.filter((portal) => portal !== first)] : ["admin", "hr", "employee"];
}

export interface GuardOptions {
  db: Db;
  policy: SessionPolicy;
  now: () => Date;
  /** BUSINESS_TIMEZONE: a leaver's sessions end when their last working day is over there. */
  timeZone: string;
  /** Sessions kept between requests while the database is unchanged (session-cache.ts); without it, read each time. */
  sessions?: SessionCache;
}

/**
 * Finds the signed-in account that may use `access`: 401 without a valid session, 403 when the
 * sessions presented do not qualify or a cookie-authenticated write comes from another origin.
 */
export async function authenticate(request: FastifyRequest, access: Access, options: GuardOptions, hint?: Portal): Promise<StaffPrincipal> {
  const credentials = presentedCredentials(request);
  if (credentials.length === 0) throw new HttpError(401, authMessages.signIn);
  const now = options.now();
  const ids = credentials.map((credential) => credential.id);
  const stored = await (options.sessions ? options.sessions.load(ids) : loadSessions(options.db, ids));
  // A leaver's session ends after the last working day, whether or not the hourly sweep has run yet.
  const expired = stored.filter(
    (session) => isSessionExpired(session, options.policy, now) || hasLeft(session.lastWorkingDay, now, options.timeZone),
  );
  if (expired.length > 0)
    await revokeSessions(
      options.db,
      expired.map((session) => session.idHash),
    );
  const live = new Map<string, StoredSession>(
    stored.filter((session) => !expired.includes(session) && session.account.isActive).map((session) => [session.idHash, session]),
  );
  // A session id counts only in its own portal's header or cookie: an admin session sent as the
  // employee's is not a session at all.
  const usable = credentials.flatMap((credential) => {
    const session = live.get(hashSessionId(credential.id));
    return session && session.portal === credential.portal ? [{ credential, session }] : [];
  });
  if (usable.length === 0) throw new HttpError(401, expired.length > 0 ? authMessages.expired : authMessages.signIn);

  const order = preference(access, hint);
  const chosen = usable
    .filter((entry) => mayAct(access, entry.session))
    .sort((a, b) => order.indexOf(a.credential.portal) - order.indexOf(b.credential.portal))[0];
  if (!chosen) throw new HttpError(403, authMessages.forbidden);
  if (chosen.credential.via === "cookie" && isUnsafeMethod(request) && !isSameOrigin(request)) {
    throw new HttpError(403, authMessages.crossOrigin);
  }
  // A temporary password (new account, reset) opens only the session routes: who am I, change password, log out.
  if (chosen.session.account.mustChangePassword && access !== "session") {
    throw new HttpError(403, passwordChangeRequiredMessage);
  }
  if (shouldTouch(chosen.session, now)) await touchSession(options.db, chosen.session.idHash, now);
  const { idHash, ...session } = chosen.session;
  return { ...session, sessionIdHash: idHash, via: chosen.credential.via };
}

/** Adds a role check on top of the route's access rule (for routes that need a narrower one). */
export function requireRole(...allowed: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.staff) throw new HttpError(401, authMessages.signIn);
    if (!allowed.includes(request.staff.account.role)) throw new HttpError(403, authMessages.forbidden);
  };
}

/** The signed-in account of a guarded route (throws 401 when used on a public one by mistake). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new HttpError(401, authMessages.signIn);
  return request.staff;
}

/** The signed-in account of a guarded route as the actor of the services it calls (auth/actor.ts). */
export function actorOf(request: FastifyRequest): Actor {
  return { account: staffOf(request).account, ip: request.ip };
}

/** The employee record of the signed-in person on an /api/employee route (the access rule guarantees one). */
export function employeeRecordOf(request: FastifyRequest) {
  const employee = staffOf(request).account.employee;
  if (!employee) throw new HttpError(403, authMessages.forbidden);
  return employee;
}
