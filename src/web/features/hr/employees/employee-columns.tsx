import type { HrEmployee } from "@/shared/contract/hr";
import { ActiveBadge, fullName, PersonRowActions } from "@/web/features/people/person";
import { columnsFor } from "@/web/components/portal/data-table";
import { formatRupees } from "@/web/lib/format";

const column = columnsFor<HrEmployee>();

/** SPEC 2.13's directory: name, department, position, email, salary, status, View and Edit. */
export function hrEmployeeColumns(actions: { onView: (employee: HrEmployee) => void; onEdit: (employee: HrEmployee) => void }) {
  return [
    column.display({
      id: "name",
      header: "Name",
      cell: ({ row }) => (
        <span className="block">
          <span className="block font-medium">{fullName(row.original)}</span>
          <span className="block font-mono text-xs text-slate-600">{row.original.employeeId}</span>
        </span>
      ),
    }),
    column.accessor("department", { header: "Department", cell: (info) => info.getValue() ?? "-" }),
    column.accessor("designation", { header: "Position", cell: (info) => info.getValue() ?? "-" }),
    column.accessor("email", { header: "Email", cell: (info) => <span className="break-all">{info.getValue()}</span> }),
    column.accessor("ctcMonthly", {
      header: "Salary",
      // Monthly CTC: the basic salary for a record made by the HR form. No structure yet: payroll estimates it.
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
