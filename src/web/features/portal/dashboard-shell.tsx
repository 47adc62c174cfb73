import type { ReactNode } from "react";
import type { Portal } from "@/shared/contract/auth";
import { PageLoading } from "@/web/components/portal/page-loading";
import { PortalMain } from "@/web/components/portal/portal-main";
import { PortalHeader } from "./portal-header";

/**
 * The frame of every dashboard: header (title, welcome, actions, Change Password, Logout) over the
 * page body. With `figures` (admin, HR) it waits for the summary figures, says when they failed, and
 * lays the summary cards in a row above the open panel.
 */
export function DashboardShell(props: {
  portal: Portal;
  title: string;
  welcome: string;
  email: string;
  details?: ReactNode;
  actions?: ReactNode;
  figures?: { pending: boolean; failed: boolean };
  cards?: ReactNode;
  children: ReactNode;
}) {
  if (props.figures?.pending) {
    return <PageLoading text="Loading dashboard..." />;
  }
  return (
    <div className="min-h-screen bg-slate-50">
      <PortalHeader
        portal={props.portal}
        title={props.title}
        welcome={props.welcome}
        email={props.email}
        details={props.details}
        actions={props.actions}
      />
      <PortalMain>
        {props.figures?.failed ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            The dashboard figures could not be loaded. Reload the page to try again.
          </p>
        ) : null}
        {props.cards ? <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">{props.cards}</div> : null}
        {props.children}
      </PortalMain>
    </div>
  );
}
