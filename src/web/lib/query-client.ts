import { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "./api";

/** SPEC section 7 defaults: never stale, no refetch on focus, no polling, no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        queryFn: ({ queryKey }) => apiRequest("GET", String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
}
