import { CalendarClock, FileText, IndianRupee, UserCheck, Users } from "lucide-react";
import type { MeResponse } from "@/shared/contract/auth";
import { usePanelCards } from "@/web/components/portal/toggle-card";
import { DashboardShell } from "@/web/features/portal/dashboard-shell";
import { PortalPage } from "@/web/features/portal/session/portal-page";
import { formatRupees, formatRupeesShort } from "@/web/lib/format";
import { AttendancePanel } from "./attendance/attendance-panel";
import { EmployeesPanel } from "./employees/employees-panel";
import { useHrStats } from "./hr-api";
import { HrHeaderActions } from "./hr-header-actions";
import { LeavesPanel } from "./leaves/leaves-panel";
import { PayrollPanel } from "./payroll/payroll-panel";
import { PoliciesPanel } from "./policies/policies-panel";
import { HrTodayList, useHrToday } from "./today/hr-today";

type PanelId = "employees" | "policies" | "leaves" | "payroll" | "attendance";

/**
 * docs/product.md section 6.1: guard, header, five summary cards, each opening its panel. HR and admin accounts
 * both open it (the admin's 'HR Dashboard' button).
 */
export function HrDashboard() {
  return <PortalPage portal="hr">{(me) => <HrScreen me={me} />}</PortalPage>;
}

function HrScreen({ me }: { me: MeResponse }) {
  const stats = useHrStats();
  // The Today list comes with the cards, not after them: appearing above them later would move a card under a tap.
  const today = useHrToday();
  const { open, card, panelId, show } = usePanelCards<PanelId>("hr");

  const figures = stats.data;
  const estimated = figures?.estimatedSalaries ?? 0;

  return (
    <DashboardShell
      portal="hr"
      title="HR Dashboard"
      welcome={`Welcome back, ${me.user.name || "HR Manager"}`}
      email={me.user.email}
      actions={<HrHeaderActions me={me} />}
      figures={{ pending: stats.isPending || today.isPending, failed: stats.isError }}
      cards={
        <>
          {figures ? <HrTodayList show={show} /> : null}
          {card("employees", "Total Employees", figures?.totalEmployees, Users)}
          {card("policies", "HR Policies", figures?.activePolicies, FileText)}
          {card("leaves", "Pending Leaves", figures?.pendingLeaves, CalendarClock)}
          {card(
            "payroll",
            "Monthly Payroll",
            // Lakh and crore figures fit a fifth of the row; the exact sum is on hover and for screen readers.
            figures ? (
              <abbr title={formatRupees(figures.monthlyPayroll)} aria-label={formatRupees(figures.monthlyPayroll)} className="no-underline">
                {formatRupeesShort(figures.monthlyPayroll)}
              </abbr>
            ) : undefined,
            IndianRupee,
            // The contracted monthly CTC; the Payroll panel's Total Monthly is a month's gross after loss of pay.
            estimated > 0
              ? `Monthly CTC of active staff, with ${estimated} estimated ${estimated === 1 ? "salary" : "salaries"}`
              : "Monthly CTC of active staff",
          )}
          {/* Present or Late on today's business date. */}
          {card("attendance", "Today's Attendance", figures?.presentToday, UserCheck)}
        </>
      }
    >
      {figures && open === "employees" ? <EmployeesPanel id={panelId("employees")} viewer={me.user.role} /> : null}
      {figures && open === "policies" ? <PoliciesPanel id={panelId("policies")} /> : null}
      {figures && open === "leaves" ? <LeavesPanel id={panelId("leaves")} viewer={me.user.role} /> : null}
      {figures && open === "payroll" ? <PayrollPanel id={panelId("payroll")} /> : null}
      {figures && open === "attendance" ? <AttendancePanel id={panelId("attendance")} viewer={me.user.role} /> : null}
    </DashboardShell>
  );
}
