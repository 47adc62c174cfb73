import { useMutation, useQuery } from "@tanstack/react-query";
import {
  separationPath,
  settlementPath,
  type SeparationAnswer,
  type SeparationInput,
  type SettlementRecord,
} from "@/shared/contract/separation";
import { apiRequest } from "@/web/lib/api";
import { useRefreshPeople } from "./people-api";

/**
 * A person's separation and settlement preview (docs/product.md section 9.14.4). The paths lie under HR's
 * employee path, so refreshing the HR area reloads them with the record.
 */
export const useSeparation = (id: number, enabled: boolean) => useQuery<SeparationAnswer>({ queryKey: [separationPath(id)], enabled });
export const useSettlement = (id: number, enabled: boolean) => useQuery<SettlementRecord>({ queryKey: [settlementPath(id)], enabled });

export function useSaveSeparation(id: number) {
  const refresh = useRefreshPeople("hr");
  return useMutation({
    mutationFn: (input: SeparationInput) => apiRequest<SeparationAnswer>("PUT", separationPath(id), input),
    onSuccess: () => refresh(),
  });
}

export function useWithdrawSeparation(id: number) {
  const refresh = useRefreshPeople("hr");
  return useMutation({
    mutationFn: () => apiRequest<null>("DELETE", separationPath(id)),
    onSuccess: () => refresh(),
  });
}
