import { WifiOff } from "lucide-react";
import { useEffect } from "react";
import type { ReactNode } from "react";
import type { MeResponse, Portal } from "@/shared/contract/auth";
import { Button } from "@/web/components/ui/button";
import { PageLoading } from "@/web/components/portal/page-loading";
import { ForcedPasswordChange } from "./forced-password-change";
import { usePortalSession } from "./use-portal-session";
import { useSessionExpiry } from "./use-session-expiry";

/** Guards a dashboard: nothing of it renders until the browser check and the server agree. */
export function PortalPage(props: { portal: Portal; children: (me: MeResponse) => ReactNode }) {
  const state = usePortalSession(props.portal);
  useSessionExpiry();
  if (state.status === "checking") {
    return <PageLoading text="Checking your session..." />;
  }
  if (state.status === "offline") return <OfflineNotice />;
  if (state.me.mustChangePassword) return <ForcedPasswordChange me={state.me} />;
  return <>{props.children(state.me)}</>;
}

/** The session could not be checked for want of a connection: try again when it comes back. */
function OfflineNotice() {
  useEffect(() => {
    const retry = () => window.location.reload();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, []);
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div role="alert" className="max-w-sm rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
        <WifiOff className="mx-auto size-8 text-slate-500" aria-hidden="true" />
        <h1 className="mt-3 font-display text-xl font-bold text-brand-900">You are offline</h1>
        <p className="mt-2 text-sm text-slate-700">
          The dashboard needs a connection to confirm your session. It opens by itself when the connection is back.
        </p>
        <Button className="mt-4 min-h-11" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    </div>
  );
}
