import { PencilLine, TriangleAlert } from "lucide-react";
import type { Role } from "@/shared/contract/auth";
import { hrAttendanceMessages, type HrAttendanceRow } from "@/shared/contract/hr-attendance";
import { outOfHrReach } from "@/shared/domain/hr-reach";
import { columnsFor, type Column } from "@/web/components/portal/data-table";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/format";
import { OutOfReachNote } from "@/web/components/portal/out-of-reach-note";
import { checkOutText, correctionText, dayStatusTone, hoursText, locationText, offSiteText, timeText } from "./attendance-text";

const column = columnsFor<HrAttendanceRow>();

/** Who changed the times, when and why: on hover, and read out in full by a screen reader. */
function CorrectedMark(props: { correction: NonNullable<HrAttendanceRow["correction"]> }) {
  const detail = correctionText(props.correction);
  return (
    <p className="flex items-center gap-1 text-xs whitespace-nowrap text-slate-600" title={`Corrected ${detail}`}>
      <PencilLine className="size-3" aria-hidden="true" />
      Corrected<span className="sr-only"> {detail}</span>
    </p>
  );
}

/**
 * The table's columns for one date; `onCorrect` opens the correction dialog for a row. An admin account's row is
 * read-only for an HR user (`viewer`): an admin corrects it (docs/product.md section 9.9).
 */
export function attendanceColumns(props: {
  date: string;
  viewer: Role;
  onCorrect: (row: HrAttendanceRow) => void;
}): Column<HrAttendanceRow>[] {
  return [
    column.accessor("employeeId", {
      header: "Employee ID",
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{info.getValue()}</span>,
    }),
    column.accessor("name", {
      header: "Name",
      meta: { card: "title" },
      cell: (info) => <p className="min-w-32 font-medium">{info.getValue()}</p>,
    }),
    column.accessor("department", {
      header: "Department",
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="brand" className="whitespace-nowrap">
            {info.getValue()}
          </Badge>
        ) : (
          "-"
        ),
    }),
    column.accessor("checkIn", {
      header: "Check In",
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{timeText(info.getValue())}</span>,
    }),
    column.accessor("checkOut", {
      header: "Check Out",
      cell: ({ row }) =>
        row.original.missedCheckOut ? (
          <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-amber-800">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {checkOutText(row.original)}
          </span>
        ) : (
          <span className="whitespace-nowrap tabular-nums">{checkOutText(row.original)}</span>
        ),
    }),
    column.accessor("location", {
      header: "Location",
      cell: ({ row }) => {
        const offSite = offSiteText(row.original);
        return (
          <div className="max-w-64 min-w-40">
            <p className="line-clamp-2 break-words" title={row.original.location ?? undefined}>
              {locationText(row.original)}
            </p>
            {offSite ? <p className="text-xs font-semibold whitespace-nowrap text-amber-800">{offSite}</p> : null}
          </div>
        );
      },
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ row }) => (
        <div className="space-y-1">
          <Badge tone={dayStatusTone[row.original.status]} className="whitespace-nowrap">
            {row.original.status}
          </Badge>
          {row.original.correction ? <CorrectedMark correction={row.original.correction} /> : null}
        </div>
      ),
    }),
    column.accessor("hoursWorked", {
      header: "Hours",
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{hoursText(info.getValue())}</span>,
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) =>
        outOfHrReach(props.viewer, row.original.adminAccount) ? (
          <OutOfReachNote reason={hrAttendanceMessages.adminAccount} />
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => props.onCorrect(row.original)}
            aria-label={`Correct attendance for ${row.original.name} on ${formatDate(props.date)}`}
          >
            <PencilLine aria-hidden="true" />
            Correct
          </Button>
        ),
    }),
  ];
}
