import { Building2, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import type { Portal } from "@/shared/contract/auth";
import { Button } from "@/web/components/ui/button";
import { site } from "@/web/lib/site";
import { ChangePasswordDialog } from "./session/change-password-dialog";
import { useLogout } from "./session/use-logout";

/** Dashboard header: title, welcome line, extra actions, Change Password and Logout. */
export function PortalHeader(props: {
  portal: Portal;
  title: string;
  welcome: ReactNode;
  email: string;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const { logout, pending } = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="flex items-start gap-3">
          <span className="mt-1 flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-gold-400">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">{site.name}</p>
            <h1 className="font-display text-2xl font-bold text-brand-900">{props.title}</h1>
            <p className="text-sm text-slate-700">{props.welcome}</p>
            {props.details}
          </div>
        </div>
        <nav aria-label="Account" className="flex flex-wrap items-center gap-2">
          {props.actions}
          <ChangePasswordDialog portal={props.portal} email={props.email} />
          <Button variant="secondary" size="sm" onClick={() => void logout()} disabled={pending}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </nav>
      </div>
    </header>
  );
}
