/** An answer other than 2xx; its message is "{status}: {body text}" (docs/product.md section 2.4). */
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

function messageOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") return parsed.message;
  } catch {
    // not JSON
  }
  return undefined;
}

export async function send(method: string, url: string, body?: unknown): Promise<Response> {
  // The session travels in the httpOnly cookie (credentials), never in script-readable storage.
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiRequestError(response.status, text, messageOf(text));
  }
  return response;
}

/** The shared request helper (docs/architecture.md section 9): JSON body, cookies; any non-2xx becomes an ApiRequestError. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const text = await (await send(method, url, body)).text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The text to show in an error toast: the server's message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
