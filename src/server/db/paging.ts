import { ilike, or, type AnyColumn, type SQL } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { TOTAL_COUNT_HEADER } from "@/shared/contract/common";

/** `q` matched anywhere in any of the columns (or expressions), case-insensitive; % and _ in the search are literal. */
export function searchIn(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A page of a list (docs/product.md section 2.3): the rows, the total in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}

/** A page as ReadCache.send shapes it: the rows as the body, the total in X-Total-Count. */
export const pageShape = <T>(page: { rows: T[]; total: number }) => ({
  body: page.rows,
  headers: { [TOTAL_COUNT_HEADER]: String(page.total) },
});
