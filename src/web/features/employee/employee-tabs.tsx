import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import type { Role } from "@/shared/contract/auth";
import { AttendanceHistory } from "./attendance-history";
import { CompanyTab } from "./company-tab";
import { LeaveRequestsTab } from "./leave-requests-tab";
import { PayslipsTab } from "./payslips-tab";
import { ProfileTab } from "./profile-tab";
import { TaxTab } from "./tax-tab";
import { useTeam } from "./team/team-api";
import { TeamView } from "./team/team-view";

const tabClass =
  "flex min-h-11 items-center justify-center rounded-md px-2 py-2 text-center text-sm leading-tight font-semibold text-slate-600 transition-colors hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm";
const TABS = ["attendance", "leave", "profile", "payslips", "tax", "company", "team"] as const;

/** The tab an e-mail or notification links to (`?tab=payslips`, docs/product.md section 11), else Attendance History. */
function linkedTab(): string {
  if (typeof window === "undefined") return "attendance";
  const tab = new URLSearchParams(window.location.search).get("tab");
  return TABS.find((value) => value === tab) ?? "attendance";
}

const panelClass = "mt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600";

/**
 * Radix tabs (tablist, tab, tabpanel, arrow keys); two columns on a phone, three from 640 px (four with Team), one line from 1024 px,
 * words wrapping rather than overflowing. Team only for a person with direct reports (docs/product.md section 8.4).
 */
export function EmployeeTabs(props: { viewer: Role }) {
  const team = useTeam();
  const manages = team.data !== undefined && team.data.members.length > 0;
  const [chosen, setChosen] = useState(linkedTab);
  // A link to Team (a manager's e-mail) opens Attendance History for someone who turns out to have no reports.
  const tab = chosen === "team" && !team.isPending && !manages ? "attendance" : chosen;
  return (
    <section aria-labelledby="records-heading">
      <h2 id="records-heading" className="sr-only">
        Your records
      </h2>
      <Tabs.Root value={tab} onValueChange={setChosen}>
        <Tabs.List
          aria-label="Your records"
          className={`grid grid-cols-2 gap-1 rounded-lg bg-slate-200/70 p-1 ${manages ? "sm:grid-cols-4 lg:grid-cols-7" : "sm:grid-cols-3 lg:grid-cols-6"}`}
        >
          <Tabs.Trigger value="attendance" className={tabClass}>
            Attendance History
          </Tabs.Trigger>
          <Tabs.Trigger value="leave" className={tabClass}>
            Leave Requests
          </Tabs.Trigger>
          <Tabs.Trigger value="profile" className={tabClass}>
            Profile
          </Tabs.Trigger>
          <Tabs.Trigger value="payslips" className={tabClass}>
            Payslips
          </Tabs.Trigger>
          <Tabs.Trigger value="tax" className={tabClass}>
            Tax
          </Tabs.Trigger>
          <Tabs.Trigger value="company" className={tabClass}>
            Holidays &amp; Policies
          </Tabs.Trigger>
          {manages ? (
            <Tabs.Trigger value="team" className={tabClass}>
              Team
              {team.data.pendingLeaves > 0 ? (
                <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
                  {team.data.pendingLeaves}
                  <span className="sr-only"> leave requests pending</span>
                </span>
              ) : null}
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content value="attendance" className={panelClass}>
          <AttendanceHistory />
        </Tabs.Content>
        <Tabs.Content value="leave" className={panelClass}>
          <LeaveRequestsTab />
        </Tabs.Content>
        <Tabs.Content value="profile" className={panelClass}>
          <ProfileTab />
        </Tabs.Content>
        <Tabs.Content value="payslips" className={panelClass}>
          <PayslipsTab />
        </Tabs.Content>
        <Tabs.Content value="tax" className={panelClass}>
          <TaxTab />
        </Tabs.Content>
        <Tabs.Content value="company" className={panelClass}>
          <CompanyTab />
        </Tabs.Content>
        {manages ? (
          <Tabs.Content value="team" className={panelClass}>
            <TeamView team={team.data} viewer={props.viewer} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </section>
  );
}
