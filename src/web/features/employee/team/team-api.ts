import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { HrLeave, LeaveDecision } from "@/shared/contract/leave-admin";
import {
  EMPLOYEE_TEAM_PATH,
  TEAM_LEAVE_CALENDAR_PATH,
  TEAM_LEAVES_PATH,
  teamLeaveDecisionPath,
  type LeaveCalendar,
  type Team,
} from "@/shared/contract/team";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

/** The direct reports today (empty for a person without reports: the Team tab stays hidden). */
export const useTeam = () => useQuery<Team>({ queryKey: [EMPLOYEE_TEAM_PATH] });
/** Their pending requests, then those decided in the last 30 days (the first page: a team is small). */
export const useTeamLeaves = () => useQuery<HrLeave[]>({ queryKey: [TEAM_LEAVES_PATH] });
export const useTeamCalendar = (month: string) => useQuery<LeaveCalendar>({ queryKey: [TEAM_LEAVE_CALENDAR_PATH, { month }] });

/** A manager's decision and what it refreshes. */
export const decideTeamLeaveMutation = (client: QueryClient) => ({
  mutationFn: ({ id, decision, comment }: { id: number; decision: LeaveDecision; comment: string }) =>
    apiRequest<HrLeave>("POST", teamLeaveDecisionPath(id, decision), { comment }),
  // Also after a failure: a 409 or 404 means the list on screen was out of date. The pending count and the calendar (a
  // pending leave becomes approved or goes) change with it, and so does the payroll of the leave's month for an HR
  // user who manages the person (an unpaid leave is loss of pay; one in a finalised month adjusts the draft).
  onSettled: () =>
    Promise.all([
      ...[TEAM_LEAVES_PATH, EMPLOYEE_TEAM_PATH, TEAM_LEAVE_CALENDAR_PATH].map((path) => client.invalidateQueries({ queryKey: [path] })),
      refreshPayroll(client),
    ]),
});

export function useDecideTeamLeave() {
  return useMutation(decideTeamLeaveMutation(useQueryClient()));
}
