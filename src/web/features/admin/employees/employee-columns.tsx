import type { Employee } from "@/shared/contract/employees";
import { ActiveBadge, fullName, PersonRowActions } from "@/web/features/people/person";
import { columnsFor } from "@/web/components/portal/data-table";
import { formatRupees } from "@/web/lib/format";

const column = columnsFor<Employee>();

/** SPEC 2.11's employee table: ID, name, department, designation, monthly CTC, status, view and edit. */
export function employeeColumns(actions: { onView: (employee: Employee) => void; onEdit: (employee: Employee) => void }) {
  return [
    column.accessor("employeeId", { header: "Employee ID", cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span> }),
    column.display({ id: "name", header: "Name", cell: ({ row }) => <span className="font-medium">{fullName(row.original)}</span> }),
    column.accessor("department", { header: "Department", cell: (info) => info.getValue() ?? "-" }),
    column.accessor("designation", { header: "Designation", cell: (info) => info.getValue() ?? "-" }),
    column.accessor("ctcMonthly", {
      header: "Monthly CTC",
      cell: ({ row }) => (row.original.hasSalaryData ? <span className="whitespace-nowrap">{formatRupees(row.original.ctcMonthly)}</span> : "Not set"),
    }),
    column.accessor("isActive", { header: "Status", cell: (info) => <ActiveBadge active={info.getValue()} /> }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => <PersonRowActions name={fullName(row.original)} onView={() => actions.onView(row.original)} onEdit={() => actions.onEdit(row.original)} />,
    }),
  ];
}
