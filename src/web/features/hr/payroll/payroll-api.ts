import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import { finalisePath, HR_PAYROLL_PATH, type PayrollMonth } from "@/shared/contract/payroll";
import type { ExpectedTotals } from "@/shared/contract/payroll-checklist";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

/** A month's payroll: `{ month }` becomes the query string; the draft is computed on the server each time. */
export const usePayroll = (month: string) => useQuery<PayrollMonth>({ queryKey: [HR_PAYROLL_PATH, { month }] });

/**
 * Finalising and what it refreshes: every payroll query, not only the month's (a later month's draft reads whether this
 * one is finalised, and its TDS the frozen figures), and the Monthly Payroll card, which counts from the same figures.
 */
export const finalisePayrollMutation = (client: QueryClient) => ({
  // The totals the confirmation showed: the server refuses (409) when the month's fresh figures differ.
  mutationFn: ({ month, expectedTotals }: { month: string; expectedTotals: ExpectedTotals }) =>
    apiRequest<PayrollMonth>("POST", finalisePath(month), { expectedTotals }),
  // Also after a failure: a 409 means someone else finalised it, or the figures moved, and the draft on screen is out of date.
  onSettled: () => Promise.all([refreshPayroll(client), client.invalidateQueries({ queryKey: [HR_STATS_PATH] })]),
});

export function useFinalisePayroll() {
  return useMutation(finalisePayrollMutation(useQueryClient()));
}
