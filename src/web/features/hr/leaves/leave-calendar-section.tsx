import { useState } from "react";
import { employeeDepartments } from "@/shared/contract/employees";
import { LeaveCalendarView, MonthStepper } from "@/web/components/portal/leave-calendar";
import { currentBusinessMonth } from "@/web/components/portal/month-field";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/field";
import { useLeaveCalendar } from "./leaves-api";

/** HR's leave calendar (docs/product.md section 6.6): a month of who is off, approved and pending, optionally one department. */
export function LeaveCalendarSection(props: { id: string }) {
  const [month, setMonth] = useState(currentBusinessMonth);
  const [department, setDepartment] = useState("");
  const calendar = useLeaveCalendar(month, department);
  const departmentId = `${props.id}-department`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <MonthStepper month={month} onChange={setMonth} labelId={`${props.id}-month`} />
        <div className="flex items-center gap-2">
          <label htmlFor={departmentId} className="text-sm font-medium text-slate-800">
            Department
          </label>
          <Select id={departmentId} value={department} onChange={(event) => setDepartment(event.target.value)} className="sm:w-48">
            <option value="">All departments</option>
            {employeeDepartments.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {calendar.isPending ? (
        <p className="py-8 text-center text-sm text-slate-600" role="status">
          Loading the calendar...
        </p>
      ) : calendar.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          Could not load the leave calendar
          <Button variant="outline" size="sm" onClick={() => void calendar.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <LeaveCalendarView calendar={calendar.data} showDepartment={department === ""} />
      )}
    </div>
  );
}
