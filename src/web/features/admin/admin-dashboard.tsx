import { Briefcase, FolderKanban, Mail, MessageSquare, Users } from "lucide-react";
import { Link } from "wouter";
import type { MeResponse } from "@/shared/contract/auth";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { PageLoading } from "@/web/components/portal/page-loading";
import { PortalHeader } from "@/web/features/portal/portal-header";
import { PortalMain } from "@/web/components/portal/portal-main";
import { PortalPage } from "@/web/features/portal/session/portal-page";
import { usePanelCards } from "@/web/components/portal/toggle-card";
import { Button } from "@/web/components/ui/button";
import { useAdminStats } from "./admin-api";
import { SecurityButton } from "./audit/security-button";
import { EmployeesPanel } from "./employees/employees-panel";
import { InquiriesPanel } from "./inquiries/inquiries-panel";
import { JobsPanel } from "./jobs/jobs-panel";
import { ProjectsPanel } from "./projects/projects-panel";
import { SettingsButton } from "./settings/settings-button";
import { SubscribersPanel } from "./subscribers/subscribers-panel";

type PanelId = "projects" | "inquiries" | "subscribers" | "employees" | "jobs";

/** SPEC section 2.11: guard, header (with the audit view), five summary cards; each card opens its panel. */
export function AdminDashboard() {
  return <PortalPage portal="admin">{(me) => <AdminScreen me={me} />}</PortalPage>;
}

function AdminScreen({ me }: { me: MeResponse }) {
  const stats = useAdminStats();
  const { open, card, panelId } = usePanelCards<PanelId>("admin");

  if (stats.isPending) {
    return <PageLoading text="Loading dashboard..." />;
  }
  const figures = stats.data;

  return (
    <div className="min-h-screen bg-slate-50">
      <PortalHeader
        portal="admin"
        title="Admin Dashboard"
        welcome={`Welcome back, ${me.user.name}`}
        email={me.user.email}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href={DASHBOARD_PATHS.hr}>
                <Users aria-hidden="true" />
                HR Dashboard
              </Link>
            </Button>
            <SecurityButton />
            <SettingsButton />
          </>
        }
      />
      <PortalMain>
        {stats.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            The dashboard figures could not be loaded. Reload the page to try again.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
          {card("projects", "All Projects", figures?.projects.total, FolderKanban)}
          {card("inquiries", "Inquiries", figures?.inquiries.total, MessageSquare)}
          {card("subscribers", "Subscribers", figures?.subscribers.total, Mail)}
          {card("employees", "Employee Management", figures?.employees.total, Users)}
          {card("jobs", "Job Openings", figures?.jobs.total, Briefcase)}
        </div>
        {figures && open === "projects" ? <ProjectsPanel id={panelId("projects")} stats={figures.projects} /> : null}
        {figures && open === "inquiries" ? <InquiriesPanel id={panelId("inquiries")} stats={figures.inquiries} /> : null}
        {figures && open === "subscribers" ? <SubscribersPanel id={panelId("subscribers")} stats={figures.subscribers} /> : null}
        {figures && open === "employees" ? <EmployeesPanel id={panelId("employees")} stats={figures.employees} /> : null}
        {figures && open === "jobs" ? <JobsPanel id={panelId("jobs")} stats={figures.jobs} /> : null}
      </PortalMain>
    </div>
  );
}
