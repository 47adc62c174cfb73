import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_STATS_PATH, ADMIN_SUBSCRIBERS_PATH, adminSubscriberPath } from "@/shared/contract/admin";
import { ADMIN_NEWSLETTERS_PATH } from "@/shared/contract/newsletter";
import type { Subscriber } from "@/shared/contract/subscribers";
import { apiRequest } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";

/** docs/product.md section 5.4: the panel shows the newest 10; 'View All N Subscribers' above that. */
export const SUBSCRIBERS_SHOWN = 10;

export const useLatestSubscribers = () =>
  useQuery({
    queryKey: [ADMIN_SUBSCRIBERS_PATH, { limit: SUBSCRIBERS_SHOWN }, "page"],
    queryFn: () => apiPage<Subscriber>(ADMIN_SUBSCRIBERS_PATH, { limit: SUBSCRIBERS_SHOWN }),
  });

/** Deactivates an active subscriber, reactivates an inactive one; refreshes the lists, the figures and the newsletters' counts. */
export function useToggleSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriber: Subscriber) =>
      apiRequest<Subscriber>("PATCH", adminSubscriberPath(subscriber.id), {
        status: subscriber.status === "active" ? "inactive" : "active",
      }),
    onSuccess: () =>
      Promise.all(
        [ADMIN_SUBSCRIBERS_PATH, ADMIN_STATS_PATH, ADMIN_NEWSLETTERS_PATH].map((path) => client.invalidateQueries({ queryKey: [path] })),
      ),
  });
}
