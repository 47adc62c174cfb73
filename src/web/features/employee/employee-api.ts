import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  EMPLOYEE_ATTENDANCE_MONTH_PATH,
  EMPLOYEE_ATTENDANCE_PATH,
  EMPLOYEE_CHECKIN_PATH,
  EMPLOYEE_CHECKOUT_PATH,
  EMPLOYEE_LEAVE_PATH,
  EMPLOYEE_PROFILE_PATH,
  EMPLOYEE_TODAY_PATH,
  leaveCancelPath,
  type AttendanceRecord,
  type EmployeeMonth,
  type LeaveInput,
  type LeaveRequest,
  type LocationInput,
  type Profile,
  type Today,
} from "@/shared/contract/employee-portal";
import { EMPLOYEE_LEAVE_BALANCES_PATH, type LeaveBalances } from "@/shared/contract/leave-admin";
import { EMPLOYEE_PAYSLIPS_PATH, type EmployeePayslip } from "@/shared/contract/payroll";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

// The app's default query function GETs the first key element, so each key is just the path.
export const useProfile = () => useQuery<Profile>({ queryKey: [EMPLOYEE_PROFILE_PATH] });
export const useToday = () => useQuery<Today>({ queryKey: [EMPLOYEE_TODAY_PATH] });
/** Newest first: the last 30 days, or the records from `from` to `to`. */
export const useAttendance = (range?: { from: string; to: string }) =>
  useQuery<AttendanceRecord[]>({ queryKey: range ? [EMPLOYEE_ATTENDANCE_PATH, range] : [EMPLOYEE_ATTENDANCE_PATH] });
/** Every day of a month with its status, as HR and the payroll see it; not asked for a month the picker already refuses. */
export const useAttendanceMonth = (month: string, enabled: boolean) =>
  useQuery<EmployeeMonth>({ queryKey: [EMPLOYEE_ATTENDANCE_MONTH_PATH, { month }], enabled });
export const useLeaveRequests = () => useQuery<LeaveRequest[]>({ queryKey: [EMPLOYEE_LEAVE_PATH] });
/** This calendar year's balance per leave type (pending days shown apart from what is left). */
export const useLeaveBalances = () => useQuery<LeaveBalances>({ queryKey: [EMPLOYEE_LEAVE_BALANCES_PATH] });
/** The finalised months' payslips, newest first. */
export const usePayslips = () => useQuery<EmployeePayslip[]>({ queryKey: [EMPLOYEE_PAYSLIPS_PATH] });
/** A request or a cancellation changes both the list and the pending days of the balance. */
const refreshLeave = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [EMPLOYEE_LEAVE_PATH] }),
    client.invalidateQueries({ queryKey: [EMPLOYEE_LEAVE_BALANCES_PATH] }),
  ]);

export type CheckKind = "in" | "out";

/** POST check-in or check-out; afterwards today's card and the history show the new record. */
export function useCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, input }: { kind: CheckKind; input: LocationInput }) =>
      apiRequest<AttendanceRecord>("POST", kind === "in" ? EMPLOYEE_CHECKIN_PATH : EMPLOYEE_CHECKOUT_PATH, input),
    onSettled: () =>
      // Also after a failure: a 409 means today's state on screen was out of date.
      Promise.all([
        client.invalidateQueries({ queryKey: [EMPLOYEE_TODAY_PATH] }),
        client.invalidateQueries({ queryKey: [EMPLOYEE_ATTENDANCE_PATH] }),
        client.invalidateQueries({ queryKey: [EMPLOYEE_ATTENDANCE_MONTH_PATH] }),
        // Today stops being Absent (loss of pay in the month's draft): an HR user's own row moves.
        refreshPayroll(client),
      ]),
  });
}

export function useSubmitLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveInput) => apiRequest<LeaveRequest>("POST", EMPLOYEE_LEAVE_PATH, input),
    onSuccess: () => refreshLeave(client),
  });
}

export function useCancelLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<LeaveRequest>("POST", leaveCancelPath(id)),
    // An approved leave that has not started may be cancelled too: an HR user's own row in the month's draft moves.
    onSettled: () => Promise.all([refreshLeave(client), refreshPayroll(client)]),
  });
}
