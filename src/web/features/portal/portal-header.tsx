import { Building2, LogOut, Menu } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import type { Portal } from "@/shared/contract/auth";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { site } from "@/web/lib/site";
import { NotificationBell } from "./notification-bell";
import { ChangePasswordDialog } from "./session/change-password-dialog";
import { useLogout } from "./session/use-logout";

/**
 * Dashboard header: title, welcome line, extra actions, Change Password and Logout (docs/product.md section
 * 4.3). On the admin and HR dashboards, below 768 px, the actions fold behind a 'Menu' button (a disclosure:
 * Escape closes it and gives focus back to the button; an action that opens no dialog closes it). The actions
 * stay mounted while folded, so a dialog opened from the menu keeps its opener to return focus to. The
 * employee's header has two buttons and keeps them in view.
 */
export function PortalHeader(props: {
  portal: Portal;
  title: string;
  welcome: ReactNode;
  email: string;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const { logout, pending } = useLogout();
  const folds = props.portal !== "employee";
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const actionsId = useId();
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    // Keys from a dialog opened here bubble through React's tree too: only those from the menu itself count.
    if (!menuOpen || event.key !== "Escape" || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const closeAfterAction = (event: MouseEvent<HTMLElement>) => {
    if (!menuOpen || !event.currentTarget.contains(event.target as Node) || !(event.target as Element).closest("a, button")) return;
    // A dialog opened from the menu keeps it open under it, so focus can return to its button.
    requestAnimationFrame(() => {
      if (!document.querySelector('[role="dialog"]')) setMenuOpen(false);
    });
  };
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="flex items-start gap-3">
          <span className="mt-1 flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-gold-400">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">{site.name}</p>
            <h1 className="font-display text-2xl font-bold text-brand-900">{props.title}</h1>
            <p className="text-sm text-slate-700">{props.welcome}</p>
            {props.details}
          </div>
          {/* The bell stays in view at every width (docs/product.md section 11.4). */}
          <NotificationBell portal={props.portal} />
          {folds ? (
            <Button
              ref={menuButton}
              variant="outline"
              size="sm"
              className="mt-1 min-h-11 md:hidden"
              aria-expanded={menuOpen}
              aria-controls={actionsId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Menu aria-hidden="true" />
              Menu
            </Button>
          ) : null}
        </div>
        <nav
          id={actionsId}
          aria-label="Account"
          onKeyDown={closeOnEscape}
          onClick={closeAfterAction}
          className={cn(
            "gap-2",
            !folds
              ? "flex flex-wrap items-center"
              : menuOpen
                ? // Unfolded on a phone: one 44 px action a line.
                  "flex flex-col items-stretch md:flex-row md:flex-wrap md:items-center max-md:[&_a]:min-h-11 max-md:[&_a]:justify-start max-md:[&_button]:min-h-11 max-md:[&_button]:justify-start"
                : "hidden md:flex md:flex-wrap md:items-center",
          )}
        >
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
