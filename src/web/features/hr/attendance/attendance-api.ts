import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import {
  attendanceCorrectionPath,
  HR_ATTENDANCE_PATH,
  type CorrectionInput,
  type HrAttendanceDay,
  type HrAttendanceRow,
} from "@/shared/contract/hr-attendance";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

/**
 * One date's sheet, or the server's today without a date (its clock decides, not the browser's);
 * `{ date }` becomes the query string, and invalidating the path refreshes every date.
 */
export const useAttendanceDay = (date: string | null) =>
  useQuery<HrAttendanceDay>({ queryKey: [HR_ATTENDANCE_PATH, date ? { date } : {}] });

export function useCorrectAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeRecordId, date, input }: { employeeRecordId: number; date: string; input: CorrectionInput }) =>
      apiRequest<HrAttendanceRow>("PUT", attendanceCorrectionPath(employeeRecordId, date), input),
    // Also after a failure: a 404 or 409 means the row on screen was out of date. Today's Attendance card counts too,
    // and the payroll's LOP days follow the sheet.
    onSettled: () =>
      Promise.all([
        ...[HR_ATTENDANCE_PATH, HR_STATS_PATH].map((path) => client.invalidateQueries({ queryKey: [path] })),
        refreshPayroll(client),
      ]),
  });
}
