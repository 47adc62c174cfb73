import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ADMIN_INQUIRIES_PATH,
  ADMIN_STATS_PATH,
  adminInquiryPath,
  type AdminInquiry,
  type AdminInquiryDetail,
} from "@/shared/contract/admin";
import { inquiryRepliesPath, type InquiryReply, type InquiryReplyInput } from "@/shared/contract/inquiries";
import { apiRequest } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";

export const INQUIRIES_SHOWN = 8;

export const useLatestInquiries = () =>
  useQuery({
    queryKey: [ADMIN_INQUIRIES_PATH, { limit: INQUIRIES_SHOWN }, "page"],
    queryFn: () => apiPage<AdminInquiry>(ADMIN_INQUIRIES_PATH, { limit: INQUIRIES_SHOWN }),
  });

export const useInquiry = (id: number | null) =>
  useQuery<AdminInquiryDetail>({ queryKey: [id === null ? ADMIN_INQUIRIES_PATH : adminInquiryPath(id)], enabled: id !== null });

/** The replies sent to an inquiry, oldest first (its thread). */
export const useReplies = (id: number | null) =>
  useQuery<InquiryReply[]>({ queryKey: [id === null ? ADMIN_INQUIRIES_PATH : inquiryRepliesPath(id)], enabled: id !== null });

/** Sends a reply by e-mail (the server also marks the inquiry replied); refreshes the lists, the thread and the figures. */
export function useSendReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, input }: { inquiryId: number; input: InquiryReplyInput }) =>
      apiRequest<InquiryReply>("POST", inquiryRepliesPath(inquiryId), input),
    onSuccess: (_answer, { inquiryId }) =>
      Promise.all(
        [[ADMIN_INQUIRIES_PATH], [adminInquiryPath(inquiryId)], [inquiryRepliesPath(inquiryId)], [ADMIN_STATS_PATH]].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
