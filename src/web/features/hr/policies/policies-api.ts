import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LIST_LIMIT_MAX } from "@/shared/contract/common";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import {
  HR_HOLIDAYS_PATH,
  HR_POLICIES_PATH,
  holidayPath,
  policyEmailPath,
  policyPath,
  type Holiday,
  type HolidayInput,
  type Policy,
  type PolicyEmailInput,
  type PolicyInput,
} from "@/shared/contract/policies";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";

export const POLICIES_SHOWN = 12;

/** The first policies (Active first) and the total. */
export const useLatestPolicies = () =>
  useQuery({
    queryKey: [HR_POLICIES_PATH, { limit: POLICIES_SHOWN }, "page"],
    queryFn: () => apiPage<Policy>(HR_POLICIES_PATH, { limit: POLICIES_SHOWN }),
  });

/** Every Active policy, for Email Policies. */
export const useActivePolicies = () =>
  useQuery({
    queryKey: [HR_POLICIES_PATH, { status: "Active", limit: LIST_LIMIT_MAX }, "page"],
    queryFn: () => apiPage<Policy>(HR_POLICIES_PATH, { status: "Active", limit: LIST_LIMIT_MAX }),
  });

/** The editable fields of a policy (for the PUT that only archives it). */
export const policyInputOf = ({ title, description, category, effectiveDate, status }: Policy): PolicyInput => ({
  title,
  description,
  category,
  effectiveDate,
  status,
});

/** A change refreshes the policies and the HR cards' figures (docs/product.md section 2.7). */
export function useSavePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PolicyInput }) =>
      id === undefined ? apiRequest<Policy>("POST", HR_POLICIES_PATH, input) : apiRequest<Policy>("PUT", policyPath(id), input),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: [HR_POLICIES_PATH] }), client.invalidateQueries({ queryKey: [HR_STATS_PATH] })]),
  });
}

/** One year's holidays, by date (the default query function turns `{ year }` into `?year=`). */
export const useHolidays = (year: number) => useQuery<Holiday[]>({ queryKey: [HR_HOLIDAYS_PATH, { year }] });

// Holidays change which days count as leave and attendance, so those views refresh on their own next load; the
// payroll's working and loss-of-pay days move with them, so an open payroll panel refreshes now.
export function useAddHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HolidayInput) => apiRequest<Holiday>("POST", HR_HOLIDAYS_PATH, input),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [HR_HOLIDAYS_PATH] }), refreshPayroll(client)]),
  });
}

export function useRemoveHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", holidayPath(id)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [HR_HOLIDAYS_PATH] }), refreshPayroll(client)]),
  });
}

/** E-mails one Active policy (docs/product.md section 6.3); answers how many employees it went to. */
export function useEmailPolicy() {
  return useMutation({
    mutationFn: ({ policyId, input }: { policyId: number; input: PolicyEmailInput }) =>
      apiRequest<{ recipients: number }>("POST", policyEmailPath(policyId), input),
  });
}
