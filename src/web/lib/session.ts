import { DASHBOARD_PATHS, LOGIN_PATH } from "@/shared/dashboard-paths";
import { portals, type EmployeeSummary, type Portal, type StaffUser } from "@/shared/contract/auth";
import { portalPaths } from "@/shared/routes";

/**
 * Browser-side record of who is signed in, under the keys of docs/product.md section 4.2. Only
 * non-secret data lives here (docs/architecture.md section 8): the user records and the HR marker.
 * The session itself is the httpOnly cookie the server sets; the session-id keys (adminSession,
 * hr-session, employee-session) are never written and are removed if an older build left them behind.
 */
export const STORAGE_KEYS = {
  adminSession: "adminSession",
  adminUser: "adminUser",
  hrSession: "hr-session",
  hrData: "hr-data",
  hrAuth: "hrAuth",
  employeeSession: "employee-session",
  employeeData: "employee-data",
} as const;

const userKey: Record<Portal, string> = { admin: STORAGE_KEYS.adminUser, hr: STORAGE_KEYS.hrData, employee: STORAGE_KEYS.employeeData };
const secretKeys = [STORAGE_KEYS.adminSession, STORAGE_KEYS.hrSession, STORAGE_KEYS.employeeSession];

export type StoredUser = StaffUser | EmployeeSummary;

const storage = (): Storage | null => (typeof localStorage === "undefined" ? null : localStorage);

export function rememberLogin(portal: Portal, user: StoredUser): void {
  const store = storage();
  if (!store) return;
  for (const key of secretKeys) store.removeItem(key);
  store.setItem(userKey[portal], JSON.stringify(user));
  if (portal === "hr") store.setItem(STORAGE_KEYS.hrAuth, "true");
}

export function storedUser(portal: Portal): StoredUser | null {
  const raw = storage()?.getItem(userKey[portal]);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredUser;
    return parsed && typeof parsed === "object" && typeof parsed.email === "string" ? parsed : null;
  } catch {
    return null;
  }
}

export const hasAdminSession = () => storedUser("admin") !== null;
export const hasHrSession = () => storage()?.getItem(STORAGE_KEYS.hrAuth) === "true";
export const hasEmployeeSession = () => storedUser("employee") !== null;

export function forgetPortal(portal: Portal): void {
  const store = storage();
  store?.removeItem(userKey[portal]);
  if (portal === "hr") store?.removeItem(STORAGE_KEYS.hrAuth);
}

/** Logout: the server ends every session this browser holds, so the browser forgets them all. */
export function forgetAllSessions(): void {
  const store = storage();
  for (const key of Object.values(STORAGE_KEYS)) store?.removeItem(key);
}

export interface EntryDecision {
  allowed: boolean;
  /** Toast description and where to go when not allowed. */
  message?: string;
  redirect?: string;
}

/** The browser-side entry checks of docs/product.md section 4.2, the HR and employee dashboards guarded like the admin one. */
export function entryDecision(portal: Portal): EntryDecision {
  if (portal === "admin") {
    if (hasAdminSession()) return { allowed: true };
    if (hasHrSession()) {
      return {
        allowed: false,
        message: "HR users cannot access the Admin Dashboard. Redirecting to HR Dashboard",
        redirect: DASHBOARD_PATHS.hr,
      };
    }
    return { allowed: false, message: "Please login as Admin to access this dashboard", redirect: LOGIN_PATH };
  }
  if (portal === "hr") {
    if (hasHrSession() || hasAdminSession()) return { allowed: true };
    if (hasEmployeeSession()) {
      return {
        allowed: false,
        message: "Employees cannot access the HR Dashboard. Redirecting to Employee Dashboard",
        redirect: DASHBOARD_PATHS.employee,
      };
    }
    return { allowed: false, message: "Please login as HR to access this dashboard", redirect: LOGIN_PATH };
  }
  if (hasEmployeeSession()) return { allowed: true };
  return { allowed: false, message: "No employee session found", redirect: LOGIN_PATH };
}

/** The dashboard address (with its ?panel= or ?tab=) a person opened without a session, kept for this tab. */
const RETURN_KEY = "portal-return-to";
const tabStorage = (): Storage | null => (typeof sessionStorage === "undefined" ? null : sessionStorage);

/** Remembers where the person was going when the portal sent them to log in (an e-mailed link, a bookmark). */
export function rememberReturnTo(portal: Portal, location: string): void {
  tabStorage()?.setItem(RETURN_KEY, JSON.stringify({ portal, location }));
}

/** The portal of the dashboard that sent the person to log in, if any: the login form opens on its card. */
export function returnPortal(): Portal | null {
  try {
    const saved = JSON.parse(tabStorage()?.getItem(RETURN_KEY) ?? "null") as { portal?: unknown } | null;
    return portals.find((portal) => portal === saved?.portal) ?? null;
  } catch {
    return null;
  }
}

/**
 * After a login to `portal`: the address remembered for that portal, once, and only when it is one of the
 * portal's own dashboard addresses (never another site or page: no open redirect).
 */
export function takeReturnTo(portal: Portal): string | null {
  const store = tabStorage();
  const raw = store?.getItem(RETURN_KEY);
  store?.removeItem(RETURN_KEY);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as { portal?: unknown; location?: unknown };
    if (saved.portal !== portal || typeof saved.location !== "string" || !saved.location.startsWith("/")) return null;
    const url = new URL(saved.location, "http://portal.invalid");
    const ownPage = url.origin === "http://portal.invalid" && (portalPaths[portal] as readonly string[]).includes(url.pathname);
    return ownPage ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
