import { LOGIN_PATH } from "@/shared/dashboard-paths";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { AUTH_ME_PATH, type MeResponse, type Portal } from "@/shared/contract/auth";
import { sessionMayAct } from "@/shared/domain/portal-access";
import { ApiRequestError, apiRequest } from "@/web/lib/api";
import { setBusinessTimeZone } from "@/web/lib/format";
import { entryDecision, forgetAllSessions, forgetPortal, rememberLogin, rememberReturnTo } from "@/web/lib/session";

export type PortalSessionState = { status: "checking" } | { status: "offline" } | { status: "ready"; me: MeResponse };

export const sessionExpiredToast = () =>
  toast.error("Session Expired", { id: "session-expired", description: "Your session has expired. Please log in again." });

/** Whether the session may use this dashboard: the server's rule (portal-access.ts), which it enforces too. */
const fits = (portal: Portal, me: MeResponse) =>
  sessionMayAct(portal, me.portal, { role: me.user.role, hasActiveEmployeeRecord: me.employee !== null });

/**
 * The dashboard guard: the browser check of docs/product.md section 4.2 first (with its exact toasts
 * and redirects), then the server confirms the session (GET /api/auth/me). An expired session leads to
 * /login; no answer at all (a phone without signal) leaves the person where they are, told why.
 */
export function usePortalSession(portal: Portal): PortalSessionState {
  const [, navigate] = useLocation();
  const [state, setState] = useState<PortalSessionState>({ status: "checking" });
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      const leave = (title: string, description: string, to: string) => {
        toast.error(title, { id: "portal-guard", description });
        navigate(to, { replace: true });
      };
      const decision = entryDecision(portal);
      // An e-mailed link (?panel=, ?tab=) opened without a session: the login form brings the person back to it.
      const keepAddress = () => rememberReturnTo(portal, `${window.location.pathname}${window.location.search}`);
      if (!decision.allowed) {
        if (decision.redirect === LOGIN_PATH) keepAddress();
        leave("Access Denied", decision.message!, decision.redirect!);
      } else {
        apiRequest<MeResponse>("GET", `${AUTH_ME_PATH}?portal=${portal}`)
          .then((me) => {
            if (!mounted.current) return;
            // Every date and time the dashboard shows is on the server's business clock.
            setBusinessTimeZone(me.businessTimeZone);
            if (!fits(portal, me)) {
              forgetPortal(portal);
              return leave("Access Denied", "Your account does not have access to this dashboard. Please log in again.", LOGIN_PATH);
            }
            if (me.portal === portal) rememberLogin(portal, portal === "employee" && me.employee ? me.employee : me.user);
            setState({ status: "ready", me });
          })
          .catch((error: unknown) => {
            if (!mounted.current) return;
            if (error instanceof ApiRequestError && error.status === 401) {
              forgetAllSessions();
              keepAddress();
              sessionExpiredToast();
              navigate(LOGIN_PATH, { replace: true });
            } else if (error instanceof ApiRequestError && error.status === 403) {
              forgetPortal(portal);
              leave("Access Denied", error.serverMessage ?? "You do not have access to this dashboard.", LOGIN_PATH);
            } else if (!(error instanceof ApiRequestError)) {
              // No answer at all (offline, a dropped connection): the session may be fine, so stay.
              setState({ status: "offline" });
            } else {
              leave("Error", "We could not confirm your session. Please try logging in again.", LOGIN_PATH);
            }
          });
      }
    }
    return () => {
      mounted.current = false;
    };
  }, [navigate, portal]);

  return state;
}
