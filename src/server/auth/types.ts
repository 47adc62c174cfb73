import type { Portal } from "@/shared/contract/auth";
import type { AccountWithEmployee } from "./account-store";

/**
 * Who may call a route. Routes under /api/admin/, /api/hr/ and /api/employee/ get "admin", "hr" and
 * "employee" from their path; anything else is "public" unless its route config says otherwise.
 * - admin: an admin account; hr: an hr or admin account; employee: an account linked to an active
 *   employee record; session: any signed-in account.
 */
export type Access = "public" | "session" | "admin" | "hr" | "employee";

/** The signed-in account behind a request. */
export interface StaffPrincipal {
  sessionIdHash: string;
  /** The portal (login card) the session was opened through. */
  portal: Portal;
  /** How the session id arrived: the httpOnly cookie or an x-*-session header. */
  via: "cookie" | "header";
  createdAt: Date;
  lastSeenAt: Date;
  account: AccountWithEmployee;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the access hook on every non-public route. */
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** On a public route: set `request.staff` when a session with this access is presented, else leave it null. */
    identify?: Exclude<Access, "public">;
  }
}
