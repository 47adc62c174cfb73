import { LOGIN_PATH } from "@/shared/dashboard-paths";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { AUTH_LOGOUT_PATH } from "@/shared/contract/auth";
import { apiRequest } from "@/web/lib/api";
import { forgetAllSessions } from "@/web/lib/session";

/** Logout (docs/product.md section 4.3): revoke the session on the server, clear stored data, toast, go to /login. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await apiRequest("POST", AUTH_LOGOUT_PATH);
    } catch {
      // Even if the server cannot be reached the browser forgets the session; it expires on its own.
    }
    forgetAllSessions();
    queryClient.clear();
    toast.success("Logged out successfully");
    navigate(LOGIN_PATH, { replace: true });
  };
  return { logout, pending };
}
