import { LiveClock } from "@/web/components/portal/live-clock";
import { PortalHeader } from "@/web/components/portal/portal-header";
import { PortalMain } from "@/web/components/portal/portal-main";
import { PortalPage } from "@/web/components/portal/portal-page";
import { WelcomeCard } from "@/web/components/portal/welcome-card";

/** SPEC section 2.12 (attendance and leave arrive with the employee issue). */
export function EmployeeDashboard() {
  return (
    <PortalPage portal="employee">
      {(me) => {
        const employee = me.employee!;
        const facts = [employee.designation, employee.department, `ID ${employee.employeeId}`].filter(Boolean).join(" · ");
        return (
          <div className="min-h-screen bg-slate-50">
            <PortalHeader
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
            />
            <PortalMain>
              <WelcomeCard me={me} />
            </PortalMain>
          </div>
        );
      }}
    </PortalPage>
  );
}
