import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import { payItemPath, payItemsPath, type PayItemInput, type PayItemsMonth, type PayItemView } from "@/shared/contract/pay-items";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

/** A payroll month's adjustments and one-off items (docs/product.md section 10.6.3). */
export const usePayItems = (month: string) => useQuery<PayItemsMonth>({ queryKey: [payItemsPath(month)] });

/** A change refreshes the items, every payroll query (the month's figures and totals include them) and the HR cards. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([refreshPayroll(client), client.invalidateQueries({ queryKey: [HR_STATS_PATH] })]);
}

export function useSavePayItem(month: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PayItemInput }) =>
      id === undefined
        ? apiRequest<PayItemView>("POST", payItemsPath(month), input)
        : apiRequest<PayItemView>("PUT", payItemPath(month, id), input),
    // Also after a failure: a 409 means the month was finalised meanwhile and the screen is out of date.
    onSettled: refresh,
  });
}

export function useDeletePayItem(month: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", payItemPath(month, id)),
    onSettled: refresh,
  });
}
