import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import type { MeResponse, Portal } from "@/shared/contract/auth";
import { ForcedPasswordChange } from "./forced-password-change";
import { usePortalSession } from "./use-portal-session";
import { useSessionExpiry } from "./use-session-expiry";

/** Guards a dashboard: nothing of it renders until the browser check and the server agree. */
export function PortalPage(props: { portal: Portal; children: (me: MeResponse) => ReactNode }) {
  const state = usePortalSession(props.portal);
  useSessionExpiry();
  if (state.status === "checking") {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50" role="status" aria-live="polite">
        <Loader2 className="size-6 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
        <span className="ml-3 text-sm font-medium text-slate-700">Checking your session...</span>
      </div>
    );
  }
  if (state.me.mustChangePassword) return <ForcedPasswordChange me={state.me} />;
  return <>{props.children(state.me)}</>;
}
