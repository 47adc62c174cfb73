import { useState } from "react";
import type { Role } from "@/shared/contract/auth";
import { leaveStatuses, leaveTypeLabels } from "@/shared/contract/employee-portal";
import { HR_LEAVES_PATH, leaveAdminMessages, type HrLeave, type LeaveDecision } from "@/shared/contract/leave-admin";
import { outOfHrReach } from "@/shared/domain/hr-reach";
import { columnsFor } from "@/web/components/portal/data-table";
import { PagedList } from "@/web/features/portal/paged-list";
import { Panel } from "@/web/components/portal/panel";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/field";
import { formatDate } from "@/web/lib/format";
import { OutOfReachNote } from "@/web/components/portal/out-of-reach-note";
import { LeaveCalendarSection } from "./leave-calendar-section";
import { LeaveCancelDialog } from "./leave-cancel-dialog";
import { LeaveDecisionDialog } from "./leave-decision-dialog";
import { decidedByText, leaveDates, leaveDayCount, leaveStatusTone, managerRejected } from "./leave-text";

const column = columnsFor<HrLeave>();
const ALL = "All";
type StatusFilter = (typeof leaveStatuses)[number] | typeof ALL;
/** Pending first: what HR has to act on is what the panel opens with. */
const filterOptions: StatusFilter[] = ["Pending", ALL, "Approved", "Rejected", "Cancelled"];

const views = [
  { value: "list", label: "List" },
  { value: "calendar", label: "Calendar" },
] as const;

/**
 * HR's Leave panel (docs/product.md section 6.6): every request, paged on the server, with approve and reject on
 * pending ones, cancel on approved ones and approve anyway on a manager's rejection; or the month's calendar. An
 * admin account's request is read-only for an HR user (`viewer`): an admin decides it (section 9.9).
 */
export function LeavesPanel(props: { id: string; viewer: Role }) {
  const [view, setView] = useState<(typeof views)[number]["value"]>("list");
  const [status, setStatus] = useState<StatusFilter>("Pending");
  const [deciding, setDeciding] = useState<{ leave: HrLeave; decision: LeaveDecision } | null>(null);
  const [cancelling, setCancelling] = useState<HrLeave | null>(null);

  const columns = [
    column.accessor("employeeName", {
      header: "Employee",
      cell: ({ row }) => (
        <div className="min-w-32">
          <p className="font-medium">{row.original.employeeName}</p>
          <p className="text-xs text-slate-600">{row.original.employeeId}</p>
        </div>
      ),
    }),
    column.accessor("leaveType", {
      header: "Type",
      cell: (info) => <span className="whitespace-nowrap">{leaveTypeLabels[info.getValue()]}</span>,
    }),
    column.accessor("startDate", {
      header: "Start",
      cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span>,
    }),
    column.accessor("endDate", { header: "End", cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span> }),
    column.accessor("days", { header: "Days" }),
    // The days that use leave, in the type's unit: working days, calendar days for maternity (section 10.3).
    column.accessor("workingDays", {
      header: "Leave Days",
      cell: ({ row }) => <span className="whitespace-nowrap">{leaveDayCount(row.original.leaveType, row.original.workingDays)}</span>,
    }),
    column.accessor("reason", {
      header: "Reason",
      cell: (info) => (
        <p className="line-clamp-2 max-w-64 break-words" title={info.getValue()}>
          {info.getValue()}
        </p>
      ),
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ row }) => (
        <div className="space-y-1">
          <Badge tone={leaveStatusTone[row.original.status]}>{row.original.status}</Badge>
          {row.original.decidedBy ? <p className="text-xs whitespace-nowrap text-slate-600">{decidedByText(row.original)}</p> : null}
          {row.original.comment ? (
            <p className="line-clamp-2 max-w-48 text-xs break-words text-slate-600" title={row.original.comment}>
              “{row.original.comment}”
            </p>
          ) : null}
        </div>
      ),
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) =>
        outOfHrReach(props.viewer, row.original.adminAccount) ? (
          <OutOfReachNote reason={leaveAdminMessages.adminAccount} />
        ) : row.original.status === "Pending" ? (
          <div className="flex gap-1">
            {(["approve", "reject"] as const).map((decision) => (
              <Button
                key={decision}
                variant={decision === "approve" ? "secondary" : "outline"}
                size="sm"
                onClick={() => setDeciding({ leave: row.original, decision })}
                aria-label={`${decision === "approve" ? "Approve" : "Reject"} leave for ${row.original.employeeName}, ${leaveDates(row.original)}`}
              >
                {decision === "approve" ? "Approve" : "Reject"}
              </Button>
            ))}
          </div>
        ) : row.original.status === "Approved" ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setCancelling(row.original)}
            aria-label={`Cancel leave of ${row.original.employeeName}, ${leaveDates(row.original)}`}
          >
            Cancel
          </Button>
        ) : managerRejected(row.original) ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setDeciding({ leave: row.original, decision: "approve" })}
            aria-label={`Approve anyway leave for ${row.original.employeeName}, ${leaveDates(row.original)}, rejected by the manager`}
          >
            Approve anyway
          </Button>
        ) : null,
    }),
  ];

  const filterId = `${props.id}-status`;
  return (
    <Panel
      id={props.id}
      title="Leave Requests"
      toolbar={
        <div role="group" aria-label="View" className="flex rounded-md bg-slate-100 p-1">
          {views.map((option) => (
            <Button
              key={option.value}
              variant={view === option.value ? "secondary" : "ghost"}
              size="sm"
              aria-pressed={view === option.value}
              onClick={() => setView(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      }
    >
      {view === "calendar" ? <LeaveCalendarSection id={`${props.id}-calendar`} /> : null}
      <div hidden={view !== "list"}>
        <PagedList<HrLeave>
          path={HR_LEAVES_PATH}
          label="Leave requests"
          searchLabel="Search by employee name or ID"
          columns={columns}
          rowKey={(leave) => leave.id}
          empty={status === "Pending" ? "No pending leave requests" : "No leave requests found"}
          filterParams={{ status: status === ALL ? undefined : status }}
          filters={
            <div className="flex items-center gap-2">
              <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
                Status
              </label>
              <Select id={filterId} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)} className="sm:w-40">
                {filterOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            </div>
          }
        />
      </div>
      {cancelling ? <LeaveCancelDialog key={cancelling.id} leave={cancelling} onClose={() => setCancelling(null)} /> : null}
      {deciding ? (
        <LeaveDecisionDialog
          key={`${deciding.leave.id}-${deciding.decision}`}
          leave={deciding.leave}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Panel>
  );
}
