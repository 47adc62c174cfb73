import { expect } from "vitest";
import { hrStatementPath } from "@/shared/contract/statutory-returns";
import { hrTaxProjectionPath, withMonth, type TaxProjectionView } from "@/shared/contract/tax";
import type { AdminTestContext } from "./admin-test-app";
import { pdfText } from "./pdf-text";

/**
 * HR's calls on a person's tax in API tests: a request, one that must answer 200, the month's projection (the Tax
 * tab) and the FY 2026-27 annual statement as text. `context` gives the test file's app once its set-up has made it.
 */
export function hrTaxCalls(context: () => AdminTestContext) {
  const asHr = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    context().app.inject({ method, url, headers: context().headers.hr, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: "GET" | "PUT" | "POST", url: string, payload?: object): Promise<T> => {
    const response = await asHr(method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const projection = (id: number, month: string) => ok<TaxProjectionView>("GET", withMonth(hrTaxProjectionPath(id), month));
  const statement = async (id: number) => {
    const response = await asHr("GET", hrStatementPath(id, "2026-27"));
    expect(response.statusCode, response.body).toBe(200);
    return pdfText(response.rawPayload);
  };
  return { asHr, ok, projection, statement };
}

/** An amount as the statement prints it: '₹1,27,990'. */
export const statementRupees = (amount: number) => `₹${new Intl.NumberFormat("en-IN").format(amount)}`;
