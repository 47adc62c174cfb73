import { Briefcase, FolderKanban, Mail, MessageSquare, Users } from "lucide-react";
import { Link } from "wouter";
import type { MeResponse } from "@/shared/contract/auth";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { usePanelCards } from "@/web/components/portal/toggle-card";
import { Button } from "@/web/components/ui/button";
import { DashboardShell } from "@/web/features/portal/dashboard-shell";
import { PortalPage } from "@/web/features/portal/session/portal-page";
import { SwitchToEmployeeButton } from "@/web/features/portal/session/switch-to-employee-dialog";
import { useAdminStats } from "./admin-api";
import { AuditPanel } from "./audit/audit-panel";
import { SecurityButton } from "./audit/security-button";
import { EmailButton } from "./email/email-button";
import { EmailPanel } from "./email/email-panel";
import { EmployeesPanel } from "./employees/employees-panel";
import { InquiriesPanel } from "./inquiries/inquiries-panel";
import { JobsPanel } from "./jobs/jobs-panel";
import { ProjectsPanel } from "./projects/projects-panel";
import { SettingsButton } from "./settings/settings-button";
import { SubscribersPanel } from "./subscribers/subscribers-panel";
import { AdminTodayList, useAdminToday } from "./today/admin-today";

type PanelId = "projects" | "inquiries" | "subscribers" | "employees" | "jobs" | "audit" | "email";

/** docs/product.md section 5.1: guard, header (with the audit view), five summary cards; each card opens its panel. */
export function AdminDashboard() {
  return <PortalPage portal="admin">{(me) => <AdminScreen me={me} />}</PortalPage>;
}

function AdminScreen({ me }: { me: MeResponse }) {
  const stats = useAdminStats();
  // The Today list comes with the cards, not after them: appearing above them later would move a card under a tap.
  const today = useAdminToday();
  const { open, card, panelId, show } = usePanelCards<PanelId>("admin");

  const figures = stats.data;

  return (
    <DashboardShell
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
          <SecurityButton onOpen={() => show("audit")} />
          <EmailButton onOpen={() => show("email")} />
          <SettingsButton />
          {me.employee ? <SwitchToEmployeeButton from="admin" /> : null}
        </>
      }
      figures={{ pending: stats.isPending || today.isPending, failed: stats.isError }}
      cards={
        <>
          {figures ? <AdminTodayList showInquiries={() => show("inquiries")} /> : null}
          {card("projects", "All Projects", figures?.projects.total, FolderKanban)}
          {card("inquiries", "Inquiries", figures?.inquiries.total, MessageSquare)}
          {card("subscribers", "Subscribers", figures?.subscribers.total, Mail)}
          {card("employees", "Employee Management", figures?.employees.total, Users)}
          {card("jobs", "Job Openings", figures?.jobs.total, Briefcase)}
        </>
      }
    >
      {figures && open === "projects" ? <ProjectsPanel id={panelId("projects")} stats={figures.projects} /> : null}
      {figures && open === "inquiries" ? <InquiriesPanel id={panelId("inquiries")} stats={figures.inquiries} /> : null}
      {figures && open === "subscribers" ? <SubscribersPanel id={panelId("subscribers")} stats={figures.subscribers} /> : null}
      {figures && open === "employees" ? <EmployeesPanel id={panelId("employees")} stats={figures.employees} /> : null}
      {figures && open === "jobs" ? <JobsPanel id={panelId("jobs")} stats={figures.jobs} /> : null}
      {open === "audit" ? <AuditPanel id={panelId("audit")} /> : null}
      {open === "email" ? <EmailPanel id={panelId("email")} /> : null}
    </DashboardShell>
  );
}
