import { TOTAL_COUNT_HEADER } from "@/shared/contract/paths";

/**
 * An answer other than 2xx. Its message is "{status}: {body text}" (SPEC section 8); `serverMessage`
 * and `fieldErrors` are the server's JSON `message` and `fieldErrors` when it sent them.
 */
export class ApiRequestError extends Error {
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    const parsed = parseJson(body);
    this.serverMessage = typeof parsed?.message === "string" ? parsed.message : undefined;
    this.fieldErrors = parsed?.fieldErrors && typeof parsed.fieldErrors === "object" ? (parsed.fieldErrors as Record<string, string[]>) : {};
  }
}

function parseJson(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Query parameters from an object; undefined and empty values are left out. */
export function withParams(url: string, params?: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== "") search.set(key, String(value));
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

async function send(method: string, url: string, body?: unknown): Promise<Response> {
  // The session travels in the httpOnly cookie (credentials), never in script-readable storage.
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiRequestError(response.status, (await response.text()) || response.statusText);
  return response;
}

/** The shared request helper of SPEC section 7: JSON body, cookies; any non-2xx becomes an ApiRequestError. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const text = await (await send(method, url, body)).text();
  return (text ? JSON.parse(text) : null) as T;
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

/** The text to show in an error toast: the server's message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
