import { Building, CheckCircle2, IndianRupee, Plus, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { exportPath, type AdminStats } from "@/shared/contract/admin";
import { ADMIN_EMPLOYEES_PATH, type Employee } from "@/shared/contract/employees";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { DataTable } from "@/web/components/portal/data-table";
import { ExportButton } from "@/web/features/portal/export-button";
import { PagedList } from "@/web/features/portal/paged-list";
import { employeeColumns } from "@/web/features/people/employee-columns";
import { EmployeeDetailDialog } from "@/web/features/people/employee-detail-dialog";
import { EmployeeFormDialog } from "@/web/features/people/employee-form-dialog";
import { StatCard, StatGrid } from "@/web/components/portal/stat-card";
import { ViewAll } from "@/web/components/portal/view-all";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { formatRupeesShort } from "@/web/lib/format";
import { Panel } from "@/web/components/portal/panel";
import { AttendanceReportButton } from "./attendance-report-button";
import { EmployeeAccountSection } from "./employee-account-section";
import { EMPLOYEES_SHOWN, useLatestEmployees } from "./employees-api";

/** The admin's Employees panel (docs/product.md section 5.5): counters, hiring, the payroll export, the attendance report and the first 8 people. */
export function EmployeesPanel(props: { id: string; stats: AdminStats["employees"] }) {
  const latest = useLatestEmployees();
  const [form, setForm] = useState<{ open: boolean; employee?: Employee }>({ open: false });
  const [viewing, setViewing] = useState<Employee | null>(null);
  // Stable columns: new cell renderers on every render would replace the row buttons, and a closing
  // dialog could not give focus back to the one that opened it.
  const columns = useMemo(
    () => employeeColumns<Employee>("admin", { onView: setViewing, onEdit: (employee) => setForm({ open: true, employee }) }),
    [],
  );
  const average = props.stats.avgMonthlyCtc;

  return (
    <Panel
      id={props.id}
      title="Employees"
      toolbar={
        <>
          <Button size="sm" onClick={() => setForm({ open: true })}>
            <Plus aria-hidden="true" />
            Add Employee
          </Button>
          <ExportButton url={exportPath("payroll")} label="Export Payroll" />
          <AttendanceReportButton />
          <Button asChild variant="ghost" size="sm">
            <Link href={DASHBOARD_PATHS.hr}>
              <Users aria-hidden="true" />
              HR Dashboard
            </Link>
          </Button>
        </>
      }
    >
      <StatGrid>
        <StatCard label="Total" value={props.stats.total} icon={Users} />
        <StatCard label="Active" value={props.stats.active} icon={CheckCircle2} tone="green" />
        <StatCard label="Departments" value={props.stats.departments} icon={Building} tone="blue" />
        <StatCard label="Avg Salary" value={average === null ? "—" : formatRupeesShort(average)} icon={IndianRupee} tone="amber" />
      </StatGrid>
      <DataTable
        label="Latest employees"
        columns={columns}
        rows={latest.data?.rows}
        loading={latest.isPending}
        error={latest.isError ? errorMessage(latest.error, "Could not load the employees") : null}
        empty="No employees found"
        rowKey={(employee) => employee.id}
      />
      <ViewAll total={latest.data?.total ?? 0} shown={EMPLOYEES_SHOWN} noun="Employees">
        <PagedList<Employee>
          path={ADMIN_EMPLOYEES_PATH}
          label="All employees"
          searchLabel="Search by name, employee ID, email, department or designation"
          columns={columns}
          rowKey={(employee) => employee.id}
          empty="No employees found"
        />
      </ViewAll>
      <EmployeeFormDialog open={form.open} employee={form.employee} onClose={() => setForm({ open: false })} />
      <EmployeeDetailDialog
        area="admin"
        id={viewing?.id ?? null}
        initial={viewing ?? undefined}
        onClose={() => setViewing(null)}
        account={(employee) => <EmployeeAccountSection employee={employee} />}
      />
    </Panel>
  );
}
