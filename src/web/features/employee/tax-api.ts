import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  EMPLOYEE_TAX_PATH,
  EMPLOYEE_TAX_PROJECTION_PATH,
  withYear,
  type TaxDeclarationInput,
  type TaxDeclarationView,
} from "@/shared/contract/tax";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

/** The signed-in person's declaration for a financial year; `{ year }` becomes the query string. */
export const useOwnTax = (year: string) => useQuery<TaxDeclarationView>({ queryKey: [EMPLOYEE_TAX_PATH, { year }] });

/**
 * Saves it; afterwards the year's declaration (and its lock, which a 409 may have revealed), the TDS projection and the
 * payroll (an HR user's own TDS in the month's draft) are read again.
 */
export function useSaveOwnTax() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ year, input }: { year: string; input: TaxDeclarationInput }) =>
      apiRequest<TaxDeclarationView>("PUT", withYear(EMPLOYEE_TAX_PATH, year), input),
    onSettled: (_data, _error, { year }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [EMPLOYEE_TAX_PATH, { year }] }),
        client.invalidateQueries({ queryKey: [EMPLOYEE_TAX_PROJECTION_PATH] }),
        refreshPayroll(client),
      ]),
  });
}
