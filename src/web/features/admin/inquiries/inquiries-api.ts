import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_INQUIRIES_PATH, ADMIN_STATS_PATH, adminInquiryPath, inquiryRepliedPath, type AdminInquiry, type AdminInquiryDetail } from "@/shared/contract/admin";
import { inquirySubjectLabel } from "@/shared/contract/inquiries";
import { apiRequest } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";
import { mailtoUrl } from "@/web/lib/mailto";

export const INQUIRIES_SHOWN = 8;

export const useLatestInquiries = () =>
  useQuery({
    queryKey: [ADMIN_INQUIRIES_PATH, { limit: INQUIRIES_SHOWN }, "page"],
    queryFn: () => apiPage<AdminInquiry>(ADMIN_INQUIRIES_PATH, { limit: INQUIRIES_SHOWN }),
  });

export const useInquiry = (id: number | null) =>
  useQuery<AdminInquiryDetail>({ queryKey: [id === null ? ADMIN_INQUIRIES_PATH : adminInquiryPath(id)], enabled: id !== null });

/** The e-mail draft Reply opens: to the sender, subject 'Re: {subject}'. */
export const replyUrl = (inquiry: AdminInquiry) => mailtoUrl(inquiry.email, `Re: ${inquirySubjectLabel(inquiry.subject)}`);

/** Marks an inquiry replied (the Reply link opens the draft itself). */
export function useMarkReplied() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inquiry: AdminInquiry) => apiRequest<AdminInquiry>("POST", inquiryRepliedPath(inquiry.id)),
    onSuccess: (_answer, inquiry) =>
      Promise.all(
        [[ADMIN_INQUIRIES_PATH], [adminInquiryPath(inquiry.id)], [ADMIN_STATS_PATH]].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
