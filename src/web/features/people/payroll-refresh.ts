import type { QueryClient } from "@tanstack/react-query";
import { HR_PAYROLL_PATH } from "@/shared/contract/payroll";

/**
 * Every payroll query: a month's figures, its items, the bank-file and statutory summaries and the opening figures, all
 * under /api/hr/payroll. Each change that moves a month's figures (a salary revision, a person's record, a separation,
 * a pay item, a leave or attendance decision by HR or a manager, the leave allowances, a holiday, a tax declaration or
 * opening figures, the settings, finalising or paying a month: a later month's draft reads the earlier ones)
 * invalidates them, so an open payroll panel shows the new figures without a reload (docs/product.md section 6.8).
 */
export const refreshPayroll = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(HR_PAYROLL_PATH) });
