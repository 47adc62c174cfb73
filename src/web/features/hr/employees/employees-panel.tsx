import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import type { Role } from "@/shared/contract/auth";
import type { Employee } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH, type HrEmployee } from "@/shared/contract/hr";
import { employeeColumns } from "@/web/features/people/employee-columns";
import { EmployeeDetailDialog } from "@/web/features/people/employee-detail-dialog";
import { EmployeeFormDialog } from "@/web/features/people/employee-form-dialog";
import { fullName } from "@/web/features/people/person";
import { PagedList } from "@/web/features/portal/paged-list";
import { Panel } from "@/web/components/portal/panel";
import { Button } from "@/web/components/ui/button";
import { TaxDialog } from "../tax/tax-dialog";
import { AddEmployeeDialog } from "./add-employee-dialog";
import { loadForEdit } from "./employees-api";

/**
 * HR's Employees panel (docs/product.md section 6.2): the directory, searched and paged on the server, Add Employee, View (the
 * record read-only), Edit (the admin's form) and Tax (declaration and opening figures), every call under /api/hr; role, password and
 * deactivation stay with the admin, and an admin's record is not edited here. `viewer` is the signed-in user's role
 * (an HR user may not change the login e-mail of an HR account or a manager).
 */
export function EmployeesPanel(props: { id: string; viewer: Role }) {
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<HrEmployee | null>(null);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [taxOf, setTaxOf] = useState<{ id: number; name: string } | null>(null);
  const client = useQueryClient();
  // Stable columns: a closing dialog gives focus back to the row button that opened it.
  const columns = useMemo(
    () =>
      employeeColumns<HrEmployee>("hr", {
        onView: setViewing,
        onEdit: (row) => void loadForEdit(client, row.id).then((employee) => employee && setEditing(employee)),
        onTax: (row) => setTaxOf({ id: row.id, name: fullName(row) }),
      }),
    [client],
  );
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
      <EmployeeFormDialog
        area="hr"
        viewer={props.viewer}
        open={editing !== null}
        employee={editing ?? undefined}
        onClose={() => setEditing(null)}
      />
      <EmployeeDetailDialog
        area="hr"
        id={viewing?.id ?? null}
        title={viewing ? fullName(viewing) : undefined}
        onClose={() => setViewing(null)}
      />
      <TaxDialog person={taxOf} onClose={() => setTaxOf(null)} />
    </Panel>
  );
}
