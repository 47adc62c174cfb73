import { LiveClock } from "@/web/components/portal/live-clock";
import { DashboardShell } from "@/web/features/portal/dashboard-shell";
import { PortalPage } from "@/web/features/portal/session/portal-page";
import { EmployeeTabs } from "./employee-tabs";
import { PolicyLinkDialog } from "./policy-link-dialog";
import { TodayPanel } from "./today-panel";
import { useInstallable } from "./use-installable";

/** docs/product.md section 8: header, today's actions and cards, then the attendance, leave and profile tabs. */
export function EmployeeDashboard() {
  useInstallable();
  return (
    <PortalPage portal="employee">
      {(me) => {
        const employee = me.employee!;
        const facts = [employee.designation, employee.department, `ID ${employee.employeeId}`].filter(Boolean).join(" · ");
        return (
          <DashboardShell
            portal="employee"
            title="Employee Dashboard"
            welcome={`Welcome back, ${employee.name}`}
            email={me.user.email}
            details={
              <>
                <p className="text-sm text-slate-600">{facts}</p>
                <LiveClock />
              </>
            }
          >
            <TodayPanel />
            <EmployeeTabs viewer={me.user.role} />
            <PolicyLinkDialog />
          </DashboardShell>
        );
      }}
    </PortalPage>
  );
}
