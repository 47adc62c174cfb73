/**
 * The network edge of a component test: answers the web's fetch calls by method and path with the data the test
 * gives, and records what was sent. Everything above fetch (components, forms, the contract's schemas, hooks,
 * TanStack Query) is the product's own. fetch is put back after each test (dom-setup.ts: vi.unstubAllGlobals).
 *
 *   const api = fakeApi();
 *   api.answer<Job[]>("GET", ADMIN_JOBS_PATH, [job]);                 // 200 with this JSON
 *   api.answer("POST", ADMIN_JOBS_PATH, job, 201);
 *   api.fail("POST", ADMIN_JOBS_PATH, 400, { message: "Invalid input", fieldErrors: { title: ["Title is required"] } });
 *   api.answer("PUT", jobPath(3), (request) => ({ ...job, ...(request.body as object) }));
 *   api.unreachable("GET", AUTH_ME_PATH);                                // fetch rejects: no connection
 *   expect(api.sent("POST", ADMIN_JOBS_PATH)).toEqual([{ title: "..." }]);   // the bodies, in order
 *
 * The latest answer for a method and path wins. A request with no answer gets a 404 and is kept in `unanswered`.
 */
import { vi } from "vitest";
import type { ApiError } from "@/shared/contract/common";

export interface SentRequest {
  method: string;
  /** The path without the query, e.g. "/api/admin/jobs". */
  path: string;
  /** The query's parameters, e.g. { limit: "8" }. */
  query: Record<string, string>;
  /** The parsed JSON body, the FormData, or undefined. */
  body: unknown;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
type Handler = (request: SentRequest) => Reply | Promise<Reply>;

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function parseBody(body: RequestInit["body"]): unknown {
  if (typeof body !== "string") return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function toResponse({ status, body, headers = {} }: Reply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

export function fakeApi() {
  const handlers = new Map<string, Handler>();
  const requests: SentRequest[] = [];
  const unanswered: SentRequest[] = [];

  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const request: SentRequest = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: parseBody(init.body) };
    requests.push(request);
    const handler = handlers.get(keyOf(method, url.pathname));
    if (!handler) {
      unanswered.push(request);
      return toResponse({ status: 404, body: { message: `No fake answer for ${method} ${url.pathname}` } });
    }
    return toResponse(await handler(request));
  });

  return {
    /** Answers `method path` with `body` (or what `reply` makes of the request), status 200 unless given, and `headers`. */
    answer<T>(
      method: string,
      path: string,
      reply: T | ((request: SentRequest) => T | Promise<T>),
      status = 200,
      headers?: Record<string, string>,
    ) {
      handlers.set(keyOf(method, path), async (request) => ({
        status,
        headers,
        body: typeof reply === "function" ? await (reply as (request: SentRequest) => T | Promise<T>)(request) : reply,
      }));
    },
    /** Answers `method path` with an error status and the API's error body (docs/product.md section 2.4). */
    fail(method: string, path: string, status: number, error: ApiError) {
      handlers.set(keyOf(method, path), () => ({ status, body: error }));
    },
    /** `method path` gets no answer at all (offline, a dropped connection): fetch rejects as a browser's does. */
    unreachable(method: string, path: string) {
      handlers.set(keyOf(method, path), () => Promise.reject(new TypeError("Failed to fetch")));
    },
    /** Holds `method path` until the test calls the returned release (to see a busy state), then answers `body`. */
    hold<T>(method: string, path: string, body: T, status = 200) {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      handlers.set(keyOf(method, path), async () => {
        await released;
        return { status, body };
      });
      return () => release();
    },
    /** Every request, in order. */
    requests,
    /** Requests no answer matched (they got a 404). */
    unanswered,
    /** The bodies sent to `method path`, in order. */
    sent: (method: string, path: string) =>
      requests.filter((request) => keyOf(request.method, request.path) === keyOf(method, path)).map((r) => r.body),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
