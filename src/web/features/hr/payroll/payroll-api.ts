import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import { finalisePath, HR_PAYROLL_PATH, type PayrollMonth } from "@/shared/contract/payroll";
import { apiRequest } from "@/web/lib/api";

/** A month's payroll: `{ month }` becomes the query string; the draft is computed on the server each time. */
export const usePayroll = (month: string) => useQuery<PayrollMonth>({ queryKey: [HR_PAYROLL_PATH, { month }] });

export function useFinalisePayroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => apiRequest<PayrollMonth>("POST", finalisePath(month)),
    // Also after a failure: a 409 means someone else finalised it and the draft on screen is out of date.
    // The Monthly Payroll card counts from the same figures.
    onSettled: (_data, _error, month) =>
      Promise.all([client.invalidateQueries({ queryKey: [HR_PAYROLL_PATH, { month }] }), client.invalidateQueries({ queryKey: [HR_STATS_PATH] })]),
  });
}
