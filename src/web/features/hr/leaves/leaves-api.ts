import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeaveType } from "@/shared/contract/employee-portal";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import {
  HR_LEAVE_ALLOWANCES_PATH,
  HR_LEAVE_BALANCES_PATH,
  HR_LEAVES_PATH,
  hrLeaveCancelPath,
  leaveAllowancePath,
  leaveDecisionPath,
  type AllowanceInput,
  type HrLeave,
  type LeaveAllowanceView,
  type LeaveBalances,
  type LeaveDecision,
} from "@/shared/contract/leave-admin";
import { HR_LEAVE_CALENDAR_PATH, hrLeaveOverlapsPath, type LeaveCalendar, type LeaveOverlaps } from "@/shared/contract/team";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

/** One person's balances (the decision dialog); keyed by path so a decision refreshes every person's. */
export const useEmployeeBalances = (employee: number | null) =>
  useQuery<LeaveBalances>({ queryKey: [HR_LEAVE_BALANCES_PATH, { employee: employee ?? 0 }], enabled: employee !== null });

export function useDecideLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment, override }: { id: number; decision: LeaveDecision; comment: string; override: boolean }) =>
      apiRequest<HrLeave>("POST", leaveDecisionPath(id, decision), decision === "approve" ? { comment, override } : { comment }),
    // Also after a failure: a 409 means the row on screen was out of date. The Pending Leaves card counts too,
    // and an approval in a finalised month puts an adjustment in the draft payroll.
    onSettled: () => refreshAfterLeaveChange(client),
  });
}

// The calendar and the overlaps sit under the list's path: a decision refreshes them too.
const refreshAfterLeaveChange = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(HR_LEAVES_PATH) }),
    ...[HR_LEAVE_BALANCES_PATH, HR_STATS_PATH].map((path) => client.invalidateQueries({ queryKey: [path] })),
    refreshPayroll(client),
  ]);

/** Who is off in a month, optionally one department (docs/product.md section 9.20). */
export const useLeaveCalendar = (month: string, department: string) =>
  useQuery<LeaveCalendar>({ queryKey: [HR_LEAVE_CALENDAR_PATH, department ? { month, department } : { month }] });

/** Others of the request's department off on its dates (the approve dialog's warning). */
export const useLeaveOverlaps = (id: number) => useQuery<LeaveOverlaps>({ queryKey: [hrLeaveOverlapsPath(id)] });

/** HR cancels an approved leave with a reason (docs/product.md section 6.6). */
export function useCancelApprovedLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => apiRequest<HrLeave>("POST", hrLeaveCancelPath(id), { reason }),
    onSettled: () => refreshAfterLeaveChange(client),
  });
}

export const useLeaveAllowances = () => useQuery<LeaveAllowanceView[]>({ queryKey: [HR_LEAVE_ALLOWANCES_PATH] });

export function useSaveAllowances() {
  const client = useQueryClient();
  return useMutation({
    // One PUT per changed type, one after the other: the audit log keeps one entry per type.
    mutationFn: async (changes: { leaveType: LeaveType; input: AllowanceInput }[]) => {
      for (const change of changes) await apiRequest<LeaveAllowanceView>("PUT", leaveAllowancePath(change.leaveType), change.input);
    },
    // A leaver's settlement encashes the earned leave left: the payroll of their month moves with the allowance.
    onSettled: () =>
      Promise.all([
        ...[HR_LEAVE_ALLOWANCES_PATH, HR_LEAVE_BALANCES_PATH, HR_LEAVES_PATH].map((path) => client.invalidateQueries({ queryKey: [path] })),
        refreshPayroll(client),
      ]),
  });
}
