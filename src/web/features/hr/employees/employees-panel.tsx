import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { HR_EMPLOYEES_PATH, type HrEmployee } from "@/shared/contract/hr";
import { EmployeeDetailDialog } from "@/web/components/people/employee-detail-dialog";
import { fullName } from "@/web/components/people/person";
import { PagedList } from "@/web/components/portal/paged-list";
import { Panel } from "@/web/components/portal/panel";
import { Button } from "@/web/components/ui/button";
import { AddEmployeeDialog } from "./add-employee-dialog";
import { hrEmployeeColumns } from "./employee-columns";

/**
 * SPEC 2.13's Employees panel: the directory, searched and paged on the server, Add Employee, and View
 * (the record read-only, every call under /api/hr; role, password and deactivation stay with the admin).
 */
export function EmployeesPanel(props: { id: string }) {
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<HrEmployee | null>(null);
  // Stable columns: a closing dialog gives focus back to the row button that opened it.
  const columns = useMemo(() => hrEmployeeColumns(setViewing), []);
  return (
    <Panel
      id={props.id}
      title="Employees"
      toolbar={
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Employee
        </Button>
      }
    >
      <PagedList<HrEmployee>
        path={HR_EMPLOYEES_PATH}
        label="Employee directory"
        searchLabel="Search by name, email or department"
        columns={columns}
        rowKey={(employee) => employee.id}
        empty="No employees found"
      />
      <AddEmployeeDialog open={adding} onClose={() => setAdding(false)} />
      <EmployeeDetailDialog area="hr" id={viewing?.id ?? null} title={viewing ? fullName(viewing) : undefined} onClose={() => setViewing(null)} />
    </Panel>
  );
}
