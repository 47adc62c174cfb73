import type { Portal, Role } from "../contract/auth";

/**
 * The one rule for which account may use which portal (docs/product.md section 9.1), used by the login, the
 * server's guard and the dashboards' browser guard.
 */
export interface PortalMember {
  role: Role;
  /** Linked to an employee record that is active. */
  hasActiveEmployeeRecord: boolean;
}

/** Which accounts each login card admits: admin admins; HR hr and admins; employee anyone with an active employee record. */
export function portalAdmits(portal: Portal, member: PortalMember): boolean {
  if (portal === "admin") return member.role === "admin";
  if (portal === "hr") return member.role === "hr" || member.role === "admin";
  return member.hasActiveEmployeeRecord;
}

/**
 * Sessions of which portals may act in each area. A session acts only within the portal it was opened
 * for, except that an admin session also opens the HR area (the admin dashboard's HR Dashboard button).
 */
export const AREA_SESSION_PORTALS: Record<Portal, readonly Portal[]> = {
  admin: ["admin"],
  hr: ["hr", "admin"],
  employee: ["employee"],
};

/** Whether a session opened through `sessionPortal` by this account may act in `area` now. */
export function sessionMayAct(area: Portal, sessionPortal: Portal, member: PortalMember): boolean {
  return AREA_SESSION_PORTALS[area].includes(sessionPortal) && portalAdmits(area, member);
}
