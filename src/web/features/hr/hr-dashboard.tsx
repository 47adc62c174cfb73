import { PortalHeader } from "@/web/components/portal/portal-header";
import { PortalMain } from "@/web/components/portal/portal-main";
import { PortalPage } from "@/web/components/portal/portal-page";
import { WelcomeCard } from "@/web/components/portal/welcome-card";

/** SPEC section 2.13 (the panels arrive with the HR issue). */
export function HrDashboard() {
  return (
    <PortalPage portal="hr">
      {(me) => (
        <div className="min-h-screen bg-slate-50">
          <PortalHeader portal="hr" title="HR Dashboard" welcome="Welcome back, HR Manager" email={me.user.email} />
          <PortalMain>
            <WelcomeCard me={me} />
          </PortalMain>
        </div>
      )}
    </PortalPage>
  );
}
