import { Users } from "lucide-react";
import { Link } from "wouter";
import { PortalHeader } from "@/web/components/portal/portal-header";
import { PortalMain } from "@/web/components/portal/portal-main";
import { PortalPage } from "@/web/components/portal/portal-page";
import { WelcomeCard } from "@/web/components/portal/welcome-card";
import { Button } from "@/web/components/ui/button";

/** SPEC section 2.11 (the panels arrive with the admin issue). */
export function AdminDashboard() {
  return (
    <PortalPage portal="admin">
      {(me) => (
        <div className="min-h-screen bg-slate-50">
          <PortalHeader
            portal="admin"
            title="Admin Dashboard"
            welcome={`Welcome back, ${me.user.name}`}
            email={me.user.email}
            actions={
              <Button asChild variant="outline" size="sm">
                <Link href="/hr-dashboard">
                  <Users aria-hidden="true" />
                  HR Dashboard
                </Link>
              </Button>
            }
          />
          <PortalMain>
            <WelcomeCard me={me} />
          </PortalMain>
        </div>
      )}
    </PortalPage>
  );
}
