import { LOGIN_PATH } from "@/shared/dashboard-paths";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { ApiRequestError } from "@/web/lib/api";
import { forgetAllSessions } from "@/web/lib/session";
import { sessionExpiredToast } from "./use-portal-session";

const unauthorised = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** Any portal query or mutation answered 401 (the session ran out mid-use) sends the user to /login. */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(() => {
    const expire = () => {
      forgetAllSessions();
      queryClient.clear();
      sessionExpiredToast();
      navigate(LOGIN_PATH, { replace: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && unauthorised(event.action.error)) expire();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && unauthorised(event.action.error)) expire();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [navigate, queryClient]);
}
