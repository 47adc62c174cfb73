import { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "./api";
import { withParams } from "./api-lists";

/** docs/product.md section 2.7 defaults: never stale, no refetch on focus, no polling, no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // [path] or [path, { search params }]: invalidating [path] refreshes every variant.
        queryFn: ({ queryKey }) =>
          apiRequest("GET", withParams(String(queryKey[0]), queryKey[1] as Record<string, string | number> | undefined)),
      },
      mutations: { retry: false },
    },
  });
}
