import type { Portal } from "./contract/auth";
import { portalPaths } from "./routes";

/**
 * Where the login page is and where each portal's dashboard lives: the first spelling of each in the
 * route table (routes.ts). A module of its own so the public pages' bundle does not carry it.
 */
export const LOGIN_PATH = portalPaths.login[0];
export const DASHBOARD_PATHS: Record<Portal, string> = {
  admin: portalPaths.admin[0],
  hr: portalPaths.hr[0],
  employee: portalPaths.employee[0],
};
