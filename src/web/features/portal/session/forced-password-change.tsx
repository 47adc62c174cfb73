import { Building2, LogOut } from "lucide-react";
import type { MeResponse } from "@/shared/contract/auth";
import { Button } from "@/web/components/ui/button";
import { site } from "@/web/lib/site";
import { ChangePasswordForm } from "./change-password-dialog";
import { useLogout } from "./use-logout";

/**
 * Shown instead of a dashboard while the account has a temporary password (a new hire, a reset): the
 * server refuses everything else until it is changed (docs/decisions/006-people.md).
 */
export function ForcedPasswordChange({ me }: { me: MeResponse }) {
  const { logout, pending } = useLogout();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-gold-400">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">{site.name}</p>
        </div>
        <h1 className="mt-4 font-display text-2xl font-bold text-brand-900">Change your temporary password</h1>
        <p className="mt-2 text-sm text-slate-700">
          Welcome, {me.user.name}. Your account was set up with a temporary password. Choose your own to continue.
        </p>
        {/* The session is renewed with the new password; a reload opens the dashboard with it. */}
        <ChangePasswordForm portal={me.portal} email={me.user.email} onChanged={() => window.location.reload()} />
        <div className="mt-6 border-t border-slate-200 pt-4 text-right">
          <Button variant="ghost" size="sm" onClick={() => void logout()} disabled={pending}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
    </main>
  );
}
