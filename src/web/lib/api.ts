/** Storage keys of SPEC section 3 whose values travel as session headers. */
const sessionHeaders: Record<string, string> = {
  adminSession: "x-admin-session",
  "hr-session": "x-hr-session",
  "employee-session": "x-employee-session",
};

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    /** The server's `message`, when the body carries one. */
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${body}`);
  }
}

function storedSessionHeaders(): Record<string, string> {
  if (typeof localStorage === "undefined") return {};
  const headers: Record<string, string> = {};
  for (const [key, header] of Object.entries(sessionHeaders)) {
    const value = localStorage.getItem(key);
    if (value) headers[header] = value;
  }
  return headers;
}

function messageOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * The shared request helper of SPEC section 7: JSON body, cookies, stored session headers.
 * Any non-2xx answer becomes an ApiRequestError whose message is "{status}: {body text}".
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...storedSessionHeaders() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiRequestError(response.status, text, messageOf(text));
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The text to show in an error toast: the server's message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
