import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Portal } from "@/shared/contract/auth";
import {
  NOTIFICATIONS_PATHS,
  notificationsReadPath,
  type MarkReadInput,
  type NotificationsResponse,
} from "@/shared/contract/notifications";
import { apiRequest } from "@/web/lib/api";

/** How often an open dashboard asks for new notifications (and again whenever the window regains focus). */
export const BELL_POLL_MS = 60_000;

/** The bell's list: polled lightly, unlike the portal's other queries (docs/product.md section 11.4). */
export function useNotifications(portal: Portal) {
  return useQuery({
    queryKey: [NOTIFICATIONS_PATHS[portal]],
    queryFn: () => apiRequest<NotificationsResponse>("GET", NOTIFICATIONS_PATHS[portal]),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: BELL_POLL_MS,
  });
}

/** Marks the given notifications read (all of them without ids), then reads the list again. */
export function useMarkRead(portal: Portal) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => apiRequest<{ marked: number; unread: number }>("POST", notificationsReadPath(portal), input),
    onSuccess: () => client.invalidateQueries({ queryKey: [NOTIFICATIONS_PATHS[portal]] }),
  });
}
