import type { HrEmployee } from "@/shared/contract/hr";
import { columnsFor, type Column } from "@/web/components/portal/data-table";
import { formatRupees } from "@/web/lib/format";
import { ActiveBadge, fullName, PersonRowActions } from "./person";

/** What both directories list of a person (HR's rows are a subset of the admin's `Employee`). */
type PersonRow = HrEmployee;

/**
 * The employee tables of both dashboards, one set of columns:
 * - admin (docs/product.md section 5.5): Employee ID, Name, Department, Designation, Monthly CTC, Status, Actions;
 * - HR (docs/product.md section 6.2): Name with the ID under it, Department, Position, Email, Salary, Status, Actions.
 */
export function employeeColumns<T extends PersonRow>(
  view: "admin" | "hr",
  actions: { onView: (employee: T) => void; onEdit: (employee: T) => void; onTax?: (employee: T) => void },
): Column<T>[] {
  const column = columnsFor<T>();
  const orDash = (value: string | null) => value ?? "-";
  const employeeId = column.display({
    id: "employeeId",
    header: "Employee ID",
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.employeeId}</span>,
  });
  const name = column.display({
    id: "name",
    header: "Name",
    meta: { card: "title" },
    cell: ({ row }) => <span className="font-medium">{fullName(row.original)}</span>,
  });
  const nameAndId = column.display({
    id: "name",
    header: "Name",
    cell: ({ row }) => (
      <span className="block">
        <span className="block font-medium">{fullName(row.original)}</span>
        <span className="block font-mono text-xs text-slate-600">{row.original.employeeId}</span>
      </span>
    ),
  });
  const department = column.display({ id: "department", header: "Department", cell: ({ row }) => orDash(row.original.department) });
  const designation = (header: string) =>
    column.display({ id: "designation", header, cell: ({ row }) => orDash(row.original.designation) });
  const email = column.display({
    id: "email",
    header: "Email",
    cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
  });
  // Monthly CTC: the basic salary for a record made by the HR form. No structure yet: payroll estimates it.
  const ctc = (header: string) =>
    column.display({
      id: "ctcMonthly",
      header,
      cell: ({ row }) =>
        row.original.hasSalaryData ? <span className="whitespace-nowrap">{formatRupees(row.original.ctcMonthly)}</span> : "Not set",
    });
  const status = column.display({ id: "isActive", header: "Status", cell: ({ row }) => <ActiveBadge active={row.original.isActive} /> });
  const rowActions = column.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => (
      <PersonRowActions
        name={fullName(row.original)}
        onView={() => actions.onView(row.original)}
        onEdit={() => actions.onEdit(row.original)}
        onTax={actions.onTax ? () => actions.onTax!(row.original) : undefined}
      />
    ),
  });
  return view === "admin"
    ? [employeeId, name, department, designation("Designation"), ctc("Monthly CTC"), status, rowActions]
    : [nameAndId, department, designation("Position"), email, ctc("Salary"), status, rowActions];
}
