import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  HR_TAX_LOCK_PATH,
  HR_TAX_PATH,
  HR_PREVIOUS_EMPLOYER_PENDING_PATH,
  HR_TAX_REGIMES_PATH,
  hrTaxPath,
  hrTaxProjectionPath,
  openingFiguresPath,
  previousEmployerPath,
  taxLockPath,
  withYear,
  type OpeningFiguresInput,
  type OpeningFiguresView,
  type RegimeNotChosen,
  type TaxDeclarationInput,
  type TaxDeclarationView,
  type TaxLock,
  type TaxProjectionView,
} from "@/shared/contract/tax";
import { type PreviousEmployerInput, type PreviousEmployerPending } from "@/shared/contract/tax-previous-employer";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

/** HR's tax calls: a person's declaration and opening figures, and the lock on a year's declarations. */

export const useHrTax = (id: number, year: string) => useQuery<TaxDeclarationView>({ queryKey: [hrTaxPath(id), { year }] });
export const useOpeningFigures = (id: number, year: string) =>
  useQuery<OpeningFiguresView>({ queryKey: [openingFiguresPath(id), { year }] });
/** How the person's TDS for the current month is worked out (the payroll's own working, both regimes). */
export const useHrTaxProjection = (id: number) => useQuery<TaxProjectionView>({ queryKey: [hrTaxProjectionPath(id)] });
export const useTaxLock = (year: string) => useQuery<TaxLock>({ queryKey: [HR_TAX_LOCK_PATH, { year }] });
/** Who has not chosen a regime for the year (refreshed with every declaration saved: its path is under /api/hr/tax). */
export const useRegimeNotChosen = (year: string) => useQuery<RegimeNotChosen>({ queryKey: [HR_TAX_REGIMES_PATH, { year }] });
/** Whose declared previous employer awaits HR's verification (refreshed with every save and verification: its path is under /api/hr/tax). */
export const usePreviousEmployerPending = (year: string) =>
  useQuery<PreviousEmployerPending>({ queryKey: [HR_PREVIOUS_EMPLOYER_PENDING_PATH, { year }] });

/** Every query under /api/hr/tax (declarations carry their year's lock) and every payroll query (TDS follows both). */
const refreshTax = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(HR_TAX_PATH) }),
    refreshPayroll(client),
  ]);

export function useSaveHrTax() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, year, input }: { id: number; year: string; input: TaxDeclarationInput }) =>
      apiRequest<TaxDeclarationView>("PUT", withYear(hrTaxPath(id), year), input),
    onSuccess: () => refreshTax(client),
  });
}

/** HR verifies a previous employer's figures from that employer's statement: the declaration and the TDS follow. */
export function useVerifyPreviousEmployer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, year, input }: { id: number; year: string; input: PreviousEmployerInput }) =>
      apiRequest<TaxDeclarationView>("PUT", withYear(previousEmployerPath(id), year), input),
    onSuccess: () => refreshTax(client),
  });
}

export function useSaveOpeningFigures() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, year, input }: { id: number; year: string; input: OpeningFiguresInput }) =>
      apiRequest<OpeningFiguresView>("PUT", withYear(openingFiguresPath(id), year), input),
    // The opening figures' own path lies under /api/hr/payroll: the payroll refresh reloads them.
    onSuccess: (_data, { id }) => Promise.all([client.invalidateQueries({ queryKey: [hrTaxProjectionPath(id)] }), refreshPayroll(client)]),
  });
}

/** Lock or unlock a year; also after a failure (a 409: someone else did it first), the lock on screen is read again. */
export function useSetTaxLock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ year, locked }: { year: string; locked: boolean }) =>
      locked ? apiRequest<TaxLock>("POST", HR_TAX_LOCK_PATH, { financialYear: year }) : apiRequest<TaxLock>("DELETE", taxLockPath(year)),
    onSettled: () => refreshTax(client),
  });
}
