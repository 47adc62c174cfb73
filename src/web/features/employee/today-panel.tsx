import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useLeaveRequests, useToday } from "./employee-api";
import { LeaveRequestDialog } from "./leave-request-dialog";
import { QuickActions } from "./quick-actions";
import { TodayCards } from "./today-cards";
import { useErrorToast } from "./use-error-toast";

const FAILED = "Failed to fetch attendance";

/**
 * Today's actions and cards. The actions come first in the page, so Check In is on a phone's first
 * screen; on a wide screen they sit to the right of the cards.
 */
export function TodayPanel() {
  const today = useToday();
  const leave = useLeaveRequests();
  const [requesting, setRequesting] = useState(false);
  useErrorToast(today.isError, FAILED);
  return (
    <>
      {today.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
        >
          <span>{FAILED}</span>
          <Button variant="outline" size="sm" onClick={() => void today.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <QuickActions today={today.data} onRequestLeave={() => setRequesting(true)} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <TodayCards today={today.data} fetchedAt={today.dataUpdatedAt} leaveRequests={leave.data} />
        </div>
      </div>
      <LeaveRequestDialog open={requesting} onClose={() => setRequesting(false)} businessDate={today.data?.date} />
    </>
  );
}
