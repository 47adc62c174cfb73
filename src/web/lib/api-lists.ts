import { TOTAL_COUNT_HEADER } from "@/shared/contract/common";
import { send } from "./api";

/** Portal-only request helpers (paged lists, downloads), kept out of the public pages' bundle. */

/** Query parameters from an object; undefined and empty values are left out. */
export function withParams(url: string, params?: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== "") search.set(key, String(value));
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A paged list: the rows and the total of X-Total-Count. */
export async function apiPage<T>(url: string, params?: Record<string, string | number | undefined>): Promise<Page<T>> {
  const response = await send("GET", withParams(url, params));
  const rows = (await response.json()) as T[];
  return { rows, total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? rows.length) };
}

/** A file download: its content, the file name from Content-Disposition and a response header. */
export async function apiDownload(url: string, countHeader: string): Promise<{ blob: Blob; fileName: string; count: number }> {
  const response = await send("GET", url);
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? url.split("/").at(-1) ?? "export.csv";
  return { blob: await response.blob(), fileName, count: Number(response.headers.get(countHeader) ?? 0) };
}
