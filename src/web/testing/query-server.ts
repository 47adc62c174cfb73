/** Test helper (not used by the product): open queries against a stubbed server, to see what a change reads again. */
import { QueryObserver, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { expect, vi } from "vitest";

/** The server: every request answers its path and how many times it was asked; `asked` counts them by "METHOD url". */
export function stubServer() {
  const asked = new Map<string, number>();
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`;
    asked.set(key, (asked.get(key) ?? 0) + 1);
    return Promise.resolve(new Response(JSON.stringify({ url, times: asked.get(key) })));
  });
  return asked;
}

/** Screens open on these queries, each read once; the answer stops watching them. */
export async function openQueries(client: QueryClient, keys: QueryKey[]) {
  const observers = keys.map((queryKey) => new QueryObserver(client, { queryKey }));
  const stops = observers.map((observer) => observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(observers.every((observer) => observer.getCurrentResult().isSuccess)).toBe(true));
  return { observers, close: () => stops.forEach((stop) => stop()) };
}
