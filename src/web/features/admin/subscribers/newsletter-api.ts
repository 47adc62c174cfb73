import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_NEWSLETTERS_PATH, type NewsletterCampaign, type NewsletterInput } from "@/shared/contract/newsletter";
import { apiRequest } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";

/** The panel lists the latest campaigns with their counts. */
export const CAMPAIGNS_SHOWN = 5;

export const useCampaigns = () =>
  useQuery({
    queryKey: [ADMIN_NEWSLETTERS_PATH, { limit: CAMPAIGNS_SHOWN }, "page"],
    queryFn: () => apiPage<NewsletterCampaign>(ADMIN_NEWSLETTERS_PATH, { limit: CAMPAIGNS_SHOWN }),
  });

/** Sends a newsletter to every active subscriber (queued in the outbox); refreshes the campaigns. */
export function useSendNewsletter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterInput) => apiRequest<NewsletterCampaign>("POST", ADMIN_NEWSLETTERS_PATH, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_NEWSLETTERS_PATH] }),
  });
}
